/**
 * The bench report: figures beside their budgets from ../shared/budgets.json (read at run
 * time; budgets may tighten). A miss is flagged, not a failure. Writes bench/report.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { execSync } from 'node:child_process';

export interface Figure {
  /** Stable id, e.g. "bundle / gzip KB" or "lighthouse aurora /". */
  name: string;
  value: number;
  unit: string;
  /** Budget and its direction: "max" means value must be ≤ budget, "min" ≥ budget. */
  budget: number | null;
  kind: 'max' | 'min';
  note?: string;
}

export type Budgets = Record<string, unknown>;

const budgetFiles = [process.env.BUDGETS_FILE, '../shared/budgets.json', 'shared/budgets.json'];

export function loadBudgets(): { budgets: Budgets; file: string | null } {
  for (const f of budgetFiles) {
    if (f && existsSync(f)) return { budgets: JSON.parse(readFileSync(f, 'utf8')) as Budgets, file: f };
  }
  return { budgets: {}, file: null };
}

/** Reads a budget by path, e.g. budget(b, 'initialJsGzipKB', '/'); null when absent. */
export function budget(budgets: Budgets, ...path: string[]): number | null {
  let cur: unknown = budgets;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object' || !(p in cur)) return null;
    cur = (cur as Record<string, unknown>)[p];
  }
  return typeof cur === 'number' ? cur : null;
}

export function meets(f: Figure): boolean | null {
  if (f.budget === null || Number.isNaN(f.value)) return null;
  return f.kind === 'max' ? f.value <= f.budget : f.value >= f.budget;
}

function commit(): string | null {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

export function writeReport(figures: Figure[], budgetsFile: string | null, path = 'bench/report.json'): void {
  const report = {
    generatedAt: new Date().toISOString(),
    commit: commit(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    budgetsFile,
    figures: figures.map((f) => ({ ...f, meetsBudget: meets(f) })),
  };
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n');
}

export function printTable(figures: Figure[]): void {
  const rows: [string, string, string, string, string][] = figures.map((f) => {
    const ok = meets(f);
    const mark = ok === null ? ' ' : ok ? '✓' : '✗ MISS';
    const b = f.budget === null ? '—' : `${f.kind === 'max' ? '≤' : '≥'} ${f.budget}`;
    return [f.name, `${round(f.value)} ${f.unit}`, b, mark, f.note ?? ''];
  });
  const width = (i: 0 | 1 | 2): number => Math.max(8, ...rows.map((r) => r[i].length));
  const [w0, w1, w2] = [width(0), width(1), width(2)];
  for (const [name, value, limit, mark, note] of rows) {
    console.log(`${name.padEnd(w0)}  ${value.padStart(w1)}  ${limit.padEnd(w2)}  ${mark} ${note}`);
  }
  const misses = figures.filter((f) => meets(f) === false).length;
  console.log(`\n${figures.length} figures, ${misses} over budget${misses ? ' (flagged above)' : ''}. Written to bench/report.json.`);
}

function round(v: number): string {
  if (Number.isNaN(v)) return 'n/a';
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2);
}
