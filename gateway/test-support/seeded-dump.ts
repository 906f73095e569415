/**
 * The seeded demo database the global setup made (seeded-template.ts), as suites read it: the
 * PGlite dump (read once per suite file) and the PostgreSQL template's name. Outside a run with
 * that setup both are absent and suites start from an empty database.
 */
import fs from 'node:fs/promises';
import { inject } from 'vitest';

let dump: Promise<Blob | null> | null = null;

function provided(key: 'seededPGliteFile' | 'seededPostgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    // Not inside a Vitest run with the gateway project's global setup.
    return '';
  }
}

export function seededPGliteDump(): Promise<Blob | null> {
  dump ??= (async () => {
    const file = provided('seededPGliteFile');
    if (!file) return null;
    const bytes = await fs.readFile(file).catch(() => null);
    return bytes ? new Blob([bytes]) : null;
  })();
  return dump;
}

export function seededPostgresTemplate(): string {
  return provided('seededPostgresTemplate');
}
