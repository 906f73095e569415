/**
 * Turns ajv errors into BrandProblems an operator can act on: a JSON pointer, a plain English
 * message and a hint built from the schema's own `description` and `examples` annotations.
 */
import type { ErrorObject } from 'ajv';
import type { BrandFile, BrandProblem } from './check-brand';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Follows a local "#/definitions/x" reference of the root schema. */
function resolve(schema: unknown, root: Json): Json {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = isObject(node) ? node[part] : undefined;
  // annotations beside $ref (examples, description) win over the referenced schema's own
  return {
    ...resolve(node, root),
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')),
  };
}

const show = (v: unknown): string => {
  const text = JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

function example(schema: Json): string | null {
  const examples = schema.examples;
  return Array.isArray(examples) && examples.length > 0 ? show(examples[0]) : null;
}

/** An example value, or a placeholder of the right shape. */
function exampleOrShape(schema: Json): string {
  return (
    example(schema) ?? (schema.type === 'object' ? '{ ... }' : schema.type === 'array' ? '[ ... ]' : '...')
  );
}

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/** Edit distance counting a swap of neighbours as one edit, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= x.length; i++) {
    const row = d[i] ?? [];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(x.length, y.length);
}

function closest(word: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestScore = Math.max(1, Math.floor(word.length / 3)) + 1; // accept up to a third of the word
  for (const c of candidates) {
    const d = distance(word, c);
    if (d < bestScore) [best, bestScore] = [c, d];
  }
  return best;
}

function describe(error: ErrorObject, root: Json): { path: string; message: string; hint: string } {
  const parent = resolve(error.parentSchema, root);
  const params = error.params as Json;
  const data: unknown = error.data;
  const at = error.instancePath;
  const eg = example(parent);
  const like = eg === null ? '' : `, e.g. ${eg}`;
  const what = typeof parent.description === 'string' ? parent.description : null;
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      const props = isObject(parent.properties) ? parent.properties : {};
      return {
        path: `${at}/${pointerSegment(key)}`,
        message: `missing required property "${key}"`,
        hint: `add "${key}": ${exampleOrShape(resolve(props[key], root))}`,
      };
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys(isObject(parent.properties) ? parent.properties : {});
      const guess = closest(key, known);
      return {
        path: `${at}/${pointerSegment(key)}`,
        message: `unknown property "${key}"`,
        hint: `${guess === null ? 'remove it' : `did you mean "${guess}"? Otherwise remove it`}; allowed here: ${known.join(', ')}`,
      };
    }
    case 'type': {
      const expected = String(params.type).replace(',', ' or ').replace('integer', 'whole number');
      return {
        path: at,
        message: `must be ${article(expected)}, found ${article(typeOf(data))}`,
        hint: eg === null ? `write ${article(expected)}` : `write it like ${eg}`,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => (typeof v === 'string' ? v : show(v)));
      const guess = typeof data === 'string' ? closest(data, allowed) : null;
      return {
        path: at,
        message: `${show(data)} is not ${what ?? 'an allowed value'}`,
        hint: `${guess === null ? '' : `did you mean "${guess}"? `}use one of ${allowed.join(', ')}`,
      };
    }
    case 'const':
      return {
        path: at,
        message: `must be ${show(params.allowedValue)}`,
        hint: `use ${show(params.allowedValue)}`,
      };
    case 'pattern':
    case 'format':
      return {
        path: at,
        message: `${show(data)} is not ${what ?? `valid (${String(params.pattern ?? params.format)})`}`,
        hint: eg === null ? 'see the schema description' : `write it like ${eg}`,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const range = `${String(parent.minimum ?? '…')} to ${String(parent.maximum ?? '…')}`;
      return {
        path: at,
        message: `${show(data)} is out of range (${range})`,
        hint: `use a number from ${range}`,
      };
    }
    case 'minLength':
    case 'maxLength': {
      const range = `${String(parent.minLength ?? 0)} to ${String(parent.maxLength ?? '…')}`;
      return {
        path: at,
        message: `text length must be ${range} characters`,
        hint: `shorten or fill it${like}`,
      };
    }
    case 'minItems':
    case 'minProperties':
      return {
        path: at,
        message: `needs at least ${String(params.limit)} ${error.keyword === 'minItems' ? 'item' : 'entry'}`,
        hint: `add one${like}`,
      };
    case 'uniqueItems': {
      const list = Array.isArray(data) ? data : [];
      const i = Number(params.i);
      return {
        path: `${at}/${i}`,
        message: `${show(list[i])} appears twice (items ${String(params.j)} and ${i})`,
        hint: `remove the duplicate at ${at}/${i}`,
      };
    }
    default:
      return {
        path: at,
        message: error.message ?? `fails "${error.keyword}"`,
        hint: 'see the schema file in schemas/',
      };
  }
}

/** One problem per JSON pointer (the first, most specific error ajv reports there). */
export function schemaProblems(file: BrandFile, errors: readonly ErrorObject[], root: Json): BrandProblem[] {
  const seen = new Set<string>();
  const out: BrandProblem[] = [];
  for (const error of errors) {
    const problem = { file, ...describe(error, root) };
    if (problem.path === '' && error.keyword === 'type') {
      problem.hint = 'the file must hold one JSON object: { ... }';
    }
    if (seen.has(problem.path)) continue;
    seen.add(problem.path);
    out.push(problem);
  }
  return out;
}

/**
 * Pointers whose content failed the schema (an unknown extra key does not count: it leaves the
 * known parts intact). `soundness` answers whether a pointer lies clear of all of them.
 */
export function soundness(errors: readonly ErrorObject[]): (pointer: string) => boolean {
  const broken = errors
    .filter((e) => e.keyword !== 'additionalProperties')
    .map((e) =>
      e.keyword === 'required'
        ? `${e.instancePath}/${pointerSegment(String((e.params as Json).missingProperty))}`
        : e.instancePath,
    );
  return (pointer) =>
    !broken.some(
      (b) => b === pointer || b.startsWith(`${pointer}/`) || pointer.startsWith(`${b}/`) || b === '',
    );
}
