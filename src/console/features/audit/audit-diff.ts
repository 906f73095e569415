/**
 * An audit row's before/after (the changed parts only, decision 040) as lines: each changed
 * leaf's JSON path with its value before and after (undefined where it did not exist). Pure.
 */
export interface DiffLine {
  path: string;
  before?: string;
  after?: string;
}

function leaves(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (value !== undefined) out.set(prefix, JSON.stringify(value));
}

export function diffLines(before: unknown, after: unknown): DiffLine[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before !== null) leaves(before, '', a);
  if (after !== null) leaves(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((p) => a.get(p) !== b.get(p))
    .map((p) => {
      const line: DiffLine = { path: p };
      const was = a.get(p);
      const now = b.get(p);
      if (was !== undefined) line.before = was;
      if (now !== undefined) line.after = now;
      return line;
    });
}
