/**
 * The brand checker's problems (answered by the gateway at JSON pointers into the request body,
 * /brand/theme/light/primary) as the editor shows them: rjsf's error schema for the brand form,
 * and the one-click colour fixes. Pure.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { BrandFieldProblem } from '../../../../schemas/console';

export function isBrandProblems(value: unknown): value is BrandFieldProblem[] {
  return Array.isArray(value) && value.every((p) => typeof p === 'object' && p !== null && typeof (p as { path?: unknown }).path === 'string');
}

const segments = (pointer: string): string[] => pointer.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

/** rjsf extraErrors: each problem at its field (below /brand), message and hint together. */
export function errorSchemaOf(problems: readonly BrandFieldProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    const path = segments(p.path);
    if (path[0] === 'brand') path.shift();
    let node = root;
    for (const key of path) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    list.push(p.hint ? `${p.message} — ${p.hint}` : p.message);
    node.__errors = list;
  }
  return root as ErrorSchema;
}

/** The brand with `value` set at the fix's pointer (below /brand); a new object, the input unchanged. */
export function applyFix(brand: Record<string, unknown>, fix: { path: string; value: string }): Record<string, unknown> {
  const path = segments(fix.path);
  if (path[0] === 'brand') path.shift();
  const copy = structuredClone(brand);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) return brand;
    node = next as Record<string, unknown>;
  }
  const last = path.at(-1);
  if (last === undefined) return brand;
  node[last] = fix.value;
  return copy;
}
