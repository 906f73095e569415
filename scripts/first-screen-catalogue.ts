/**
 * Which catalogue keys the first screen needs (docs/decisions/060). Starting from the modules a
 * first screen is made of (the entry, the router and the first-screen pages), it follows every
 * static import (not `import()`, not `import type`) through src/, schemas/ and machines/, and
 * collects the message keys those files name: a string literal equal to a key, or a template
 * literal's head (`home.service.${…}`) as a prefix of keys. Everything else in a language's
 * catalogue travels in its later slice, fetched after the first screen and awaited by every
 * lazily loaded part (src/brand/later-messages.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The first screen's modules: the entry's static graph, the router, home and the /rng lobby, the status pages. */
export const firstScreenRoots = [
  'src/main.tsx',
  'src/app/app-router.tsx',
  'src/features/home/home-page.tsx',
  'src/features/home/banner-carousel.tsx',
  'src/features/home/hot-games-section.tsx',
  'src/app/chunks/game-center-rng.ts',
  'src/features/status/maintenance-page.tsx',
  'src/features/status/blocked-page.tsx',
] as const;

/**
 * Files whose keys are not the first screen's although a first-screen module imports them: the
 * messages of area errors (sign-in, wallet …), shown only by the parts that make those calls
 * (schemas/error-codes.ts keeps the general ones, which any first screen can meet).
 */
export const notFirstScreenFiles = ['schemas/area-error-codes.ts'] as const;

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  if (/\.(tsx?|json)$/.test(base) && existsSync(base)) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  return null;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** Modules a file imports statically with code: `import … from`, `import '…'`, `export … from` (not `import type`). */
function staticImports(source: ts.SourceFile): string[] {
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
  }
  return specs;
}

/** Every file the roots reach through static imports (absolute paths). */
export function firstScreenFiles(root = process.cwd(), roots: readonly string[] = firstScreenRoots): string[] {
  const seen = new Set<string>(notFirstScreenFiles.map((f) => path.resolve(root, f)));
  const skipped = new Set(seen);
  const queue = roots.map((r) => path.resolve(root, r));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file) || file.endsWith('.json')) continue;
    seen.add(file);
    for (const spec of staticImports(parse(file))) {
      const target = resolveImport(file, spec);
      if (target) queue.push(target);
    }
  }
  return [...seen].filter((f) => !skipped.has(f));
}

/** The texts of a file's string literals, and the heads of its template literals (marked as prefixes). */
function literals(source: ts.SourceFile): { exact: string[]; prefixes: string[] } {
  const exact: string[] = [];
  const prefixes: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) exact.push(node.text);
    else if (ts.isTemplateHead(node)) prefixes.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return { exact, prefixes };
}

/**
 * Whether a key is one the first screen names, exactly or by a template literal's head. The
 * files are read once, when the test is made.
 */
export function firstScreenKeyTest(root = process.cwd()): (key: string) => boolean {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of firstScreenFiles(root)) {
    const found = literals(parse(file));
    for (const text of found.exact) if (/^[a-z][\w.]*$/i.test(text)) exact.add(text);
    // A head that could start a key (`home.service.`, `w_`); `${a}.${b}` and prose heads are not.
    for (const head of found.prefixes) if (/^[a-z][a-z0-9]*[._]/i.test(head)) prefixes.add(head);
  }
  const heads = [...prefixes];
  return (key) => exact.has(key) || heads.some((head) => key.startsWith(head));
}

/** The keys of `allKeys` the first screen names. */
export function firstScreenKeys(allKeys: readonly string[], root = process.cwd()): Set<string> {
  const test = firstScreenKeyTest(root);
  return new Set(allKeys.filter(test));
}
