/**
 * Vitest global setup of the gateway suites: the demo database, migrated and seeded once per
 * run, as a template every suite starts from. Building the gateway on an empty database
 * (migrations, the brands' seed, ~30,000 catalogue rows) took ~6 s on PGlite and ~2 s on
 * PostgreSQL, for each of ~100 suites; on the seeded template it takes ~0.2 s. Made fresh per
 * run (never kept between runs), so it is always today's migrations, seed and brands.
 *
 * PGlite: a dump (dumpDataDir) in a temporary file; PostgreSQL: a database used as the
 * TEMPLATE of each suite's fresh one. Suites that test migrations or seeding themselves, or
 * bring their own brands, ask for an empty database (describeEachDatabase's `empty`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { emptyPGliteDump } from './pglite-template';
import { adminQuery, postgresAnswers, postgresUrlOf } from './postgres-admin';
import { createTestGateway } from './test-gateway';
import { keysFrom, makeTestKeyMaterial } from './test-keys';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the seeded PGlite dump ('' when none was made). */
    seededPGliteFile: string;
    /** Name of the seeded PostgreSQL template database ('' when PostgreSQL is not in use). */
    seededPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One set of keys for the run: the seeded secrets (TOTP, …) are sealed with them.
  const material = await makeTestKeyMaterial();
  project.provide('testKeyMaterial', material);
  const keys = keysFrom(material);
  const seed = async (database: DatabaseHandle): Promise<void> => {
    const gw = await createTestGateway({ database, keys, seededTemplate: false });
    await gw.close();
  };

  const file = path.join(
    os.tmpdir(),
    `portico-pglite-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  const pglite = await openDatabase({ loadDataDir: await emptyPGliteDump() });
  try {
    await seed(pglite);
    const dump = await pglite.dumpDataDir?.();
    if (dump) await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('seededPGliteFile', file);

  let template = '';
  if (await postgresAnswers()) {
    template = `portico_seeded_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database "${template}"`);
    const handle = await openDatabase({ url: postgresUrlOf(template), poolSize: 2 });
    try {
      await seed(handle);
    } finally {
      await handle.close();
    }
  }
  project.provide('seededPostgresTemplate', template);

  return async () => {
    await fs.rm(file, { force: true });
    if (template) await adminQuery(`drop database if exists "${template}" with (force)`);
  };
}
