/**
 * Text output of `npm run brand -- check`: pure, so it is tested without running the CLI.
 */
import type { BrandProblem } from '../schemas/check-brand';
import type { BrandEntry } from '../gateway/domain/brand/brand-files';

export const usage = 'usage: npm run brand -- check [<brand folder> | <brand folder>/brand.json]';

/** `<file> <jsonPath>: <message>` then the hint on an indented line; "" (whole file) prints no path. */
export function formatProblem(p: BrandProblem): string {
  const where = p.path === '' ? p.file : `${p.file} ${p.path}`;
  return `${where}: ${p.message}\n    hint: ${p.hint}`;
}

/** `✓ <merchant>` for a good brand; `✗ <merchant> (<dir>)` and one block per problem otherwise. */
export function formatEntry(entry: BrandEntry): string {
  if (entry.ok) return `✓ ${entry.merchant}`;
  const count = `${entry.problems.length} problem${entry.problems.length === 1 ? '' : 's'}`;
  return [`✗ ${entry.merchant} (${entry.dir}): ${count}`, ...entry.problems.map(formatProblem)].join('\n');
}

export function formatReport(entries: readonly BrandEntry[]): string {
  if (entries.length === 0) return 'no brand folders found (one folder per merchant, holding its brand.json)';
  return entries.map(formatEntry).join('\n');
}
