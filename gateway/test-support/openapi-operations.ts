/**
 * The operations of the gateway's live OpenAPI document (/api-docs/json), and the smallest
 * well-formed request each schema allows: the access matrix calls every operation with it,
 * the OpenAPI fuzz suite breaks it one part at a time.
 *
 *   const ops = await readOperations(gw.app);            // [{ key: 'GET /wps/member/info', … }]
 *   const body = exampleOf(op.body);                     // required properties, valid values
 */
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  description?: string;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "METHOD /openapi/path", e.g. "POST /wps/member/messages/{id}/read": the access matrix key. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, with {name} parameters ({*} for a wildcard). */
  path: string;
  query: Parameter[];
  pathParams: Parameter[];
  /** The JSON body schema, or null when the operation documents no JSON body. */
  body: JsonSchema | null;
  /** The body is a sealed payload (schemas/sealed-payload.ts): the fields travel encrypted. */
  sealed: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const sealedFields = ['kid', 'wrappedKey', 'iv', 'ciphertext', 'ts', 'nonce'];

export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ url: '/api-docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api-docs/json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDocument>();
  const deref = (s: JsonSchema | undefined): JsonSchema | null => {
    if (!s) return null;
    if (!s.$ref) return s;
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    return deref(doc.components?.schemas?.[name]);
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      const params = (op.parameters ?? []).map((p) => ({ ...p, required: p.required === true, schema: deref(p.schema) ?? {} }));
      const body = deref(op.requestBody?.content?.['application/json']?.schema);
      ops.push({
        key: `${method} ${path}`,
        method,
        path,
        query: params.filter((p) => p.in === 'query'),
        pathParams: params.filter((p) => p.in === 'path'),
        body,
        sealed: sealedFields.every((f) => body?.required?.includes(f) ?? false),
      });
    }
  }
  return ops;
}

/** encodeURIComponent, with a lone surrogate (which it cannot encode) as U+FFFD, as URLSearchParams does. */
function encodePart(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** The URL of an operation with its path parameters filled in (encoded) and a query string. */
export function urlOf(op: Pick<Operation, 'path'>, params: Record<string, string>, query: Record<string, string | string[]> = {}): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.path}: no value for the path parameter ${name}`);
    // The wildcard keeps its slashes: it names a file under a folder.
    return name === '*' ? value.split('/').map(encodePart).join('/') : encodePart(value);
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const uuidPattern = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * A valid value of a schema, as small as the schema allows: the default, the first enum value,
 * the required properties only. Patterns are not solved: a pattern other than a UUID's needs a
 * value from the caller (the access matrix row), and null is answered so the caller notices.
 */
export function exampleOf(schema: JsonSchema | null | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf?.length) return exampleOf(schema.oneOf[0]);
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = exampleOf(schema.properties?.[name]);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'string':
      if (schema.pattern === uuidPattern || schema.format === 'uuid') return crypto.randomUUID();
      if (schema.pattern) return null;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
}

/** The required query parameters of an operation with example values (merchant-like names get `merchant`). */
export function exampleQuery(op: Operation, merchant: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of op.query.filter((q) => q.required)) {
    if (/^merchant(Code)?$/.test(p.name)) out[p.name] = merchant;
    else if (/^(lang|language)$/.test(p.name)) out[p.name] = 'EN';
    else {
      const v = exampleOf(p.schema);
      if (v !== null && v !== undefined) out[p.name] = String(v);
    }
  }
  return out;
}
