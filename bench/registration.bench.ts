/**
 * compileRegistration (issue 5; budget compileMsMax.registration = 1 ms): the largest demo rule
 * set (aurora, both modes) and every field enabled, measured as the median and p99 of many runs
 * after a warm-up. Pure CPU, no gateway. `npx tsx bench/registration.bench.ts` prints it alone.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Brand } from '../schemas/brand';
import { compileRegistration, type RegistrationMode } from '../schemas/compile-registration';
import { buildModuleTree, flattenModules } from '../schemas/modules';
import { registrationFields, type RegisterRules } from '../schemas/register-rules';
import { budget, loadBudgets, type Budgets, type Figure } from './support/report';

const read = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

function largestDemo(): { brand: Brand; rules: RegisterRules; modules: ReturnType<typeof flattenModules> } {
  const names = ['aurora', 'tigerbay', 'oasis'];
  const sets = names.map((n) => ({ n, rules: read<RegisterRules>(`brands/${n}/register-rules.json`) }));
  const largest = sets.reduce((a, b) => (Object.keys(b.rules).length > Object.keys(a.rules).length ? b : a));
  return {
    brand: read<Brand>(`brands/${largest.n}/brand.json`),
    rules: largest.rules,
    modules: flattenModules(
      buildModuleTree(read<Record<string, boolean>>(`brands/${largest.n}/modules.json`)),
    ),
  };
}

function measure(run: () => unknown, times = 5_000): { median: number; p99: number } {
  for (let i = 0; i < 500; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0) * 1000) / 1000;
  return { median: at(0.5), p99: at(0.99) };
}

export function benchRegistration(budgets: Budgets): Figure[] {
  const demo = largestDemo();
  const everything: RegisterRules = Object.fromEntries(
    registrationFields.map((f) => [
      f,
      { enabled: true, required: true, minLength: 2, maxLength: 40, patternId: 5, acceptedPattern: null },
    ]),
  );
  const limit = budget(budgets, 'compileMsMax', 'registration');
  const figures: Figure[] = [];
  for (const mode of ['register', 'registerMobile'] as RegistrationMode[]) {
    const r = measure(() => compileRegistration(demo.brand, demo.modules, demo.rules, mode));
    figures.push({
      name: `compileRegistration ${demo.brand.merchant} ${mode}`,
      value: r.p99,
      unit: 'ms p99',
      budget: limit,
      kind: 'max',
      note: `median ${r.median} ms`,
    });
  }
  const all = measure(() => compileRegistration(demo.brand, demo.modules, everything, 'register'));
  figures.push({
    name: 'compileRegistration all 27 fields',
    value: all.p99,
    unit: 'ms p99',
    budget: limit,
    kind: 'max',
    note: `median ${all.median} ms`,
  });
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const f of benchRegistration(loadBudgets().budgets))
    console.log(`${f.name}: ${f.value} ${f.unit} (budget ${f.budget ?? '-'} ms; ${f.note ?? ''})`);
}
