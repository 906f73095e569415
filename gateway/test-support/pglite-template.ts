/**
 * Gateway suites open a fresh in-memory PGlite per block, and each fresh one runs initdb: seconds
 * on a busy two-core machine, many times per run. They start instead from a dump of an empty,
 * just-initialised cluster (PGlite's dumpDataDir), made once per PGlite version and kept in the
 * system's temporary folder: the same empty database, without the initdb.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';

let made: Promise<Blob> | null = null;

/** The installed PGlite's version (its package.json is not exported: found beside its entry). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite' && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

async function readOrMake(): Promise<Blob> {
  const dumpFile = path.join(os.tmpdir(), `portico-pglite-empty-${await pgliteVersion()}.tar`);
  const kept = await fs.readFile(dumpFile).catch(() => null);
  if (kept) return new Blob([kept]);
  const fresh = await PGlite.create();
  try {
    const dump = await fresh.dumpDataDir('none');
    // Another worker may be writing the same file: write aside, then rename (atomic).
    const aside = `${dumpFile}.${process.pid}.${Date.now()}`;
    await fs.writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(aside, dumpFile);
    return dump;
  } finally {
    await fresh.close();
  }
}

/** The dump of an empty PGlite cluster (made on first use, then read from disk). */
export function emptyPGliteDump(): Promise<Blob> {
  made ??= readOrMake().catch((err: unknown) => {
    made = null;
    throw err;
  });
  return made;
}
