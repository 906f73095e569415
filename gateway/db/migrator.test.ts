import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases';
import { removeDir, tempDir } from '../test-support/fixtures';
import type { Db } from './database';
import { migrate, readMigrations, type MigrationFile } from './migrator';

async function tables(db: Db): Promise<string[]> {
  const r = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
    db,
  );
  return r.rows.map((x) => x.table_name);
}

function file(name: string, text: string): MigrationFile {
  return { name, sql: text, checksum: `sum-${text.length}-${name}` };
}

describe('readMigrations', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await tempDir();
  });
  afterAll(() => removeDir(dir));

  it('reads the project migrations in name order with checksums', async () => {
    const files = await readMigrations();
    expect(files.map((f) => f.name)[0]).toBe('001-merchant-config.sql');
    expect(files.every((f) => /^[0-9a-f]{64}$/.test(f.checksum))).toBe(true);
  });

  it('refuses badly named files', async () => {
    await fs.writeFile(path.join(dir, 'init.sql'), 'select 1;');
    await expect(readMigrations(dir)).rejects.toThrow(/001-name\.sql/);
  });
});

describeEachDatabase('migrator', (database) => {
  it('applies every migration once; a second run applies nothing', async () => {
    const { db } = database();
    const first = await migrate(db);
    expect(first.applied).toContain('001-merchant-config.sql');
    expect(await tables(db)).toEqual(
      expect.arrayContaining(['merchants', 'merchant_modules', 'register_field_rules', 'schema_migrations']),
    );
    const second = await migrate(db);
    expect(second.applied).toEqual([]);
    const rows = await db.selectFrom('schema_migrations').select('name').execute();
    expect(rows.map((r) => r.name)).toEqual(first.applied);
  });

  it('two migrators starting together apply each file once', async () => {
    const handle = database();
    const files = [
      file('901-race-a.sql', 'create table race_a (id int);'),
      file('902-race-b.sql', 'create table race_b (id int);'),
    ];
    const other = handle.connectAgain ? await handle.connectAgain() : null;
    try {
      const results = await Promise.all([migrate(handle.db, files), migrate(other?.db ?? handle.db, files)]);
      const applied = results.flatMap((r) => r.applied).sort();
      expect(applied).toEqual(['901-race-a.sql', '902-race-b.sql']);
    } finally {
      await other?.close();
    }
  });

  it('rolls back a failing file completely and records nothing', async () => {
    const { db } = database();
    const bad = file('903-bad.sql', 'create table half_done (id int);\nselect * from no_such_table;');
    await expect(migrate(db, [bad])).rejects.toThrow();
    expect(await tables(db)).not.toContain('half_done');
    const row = await db
      .selectFrom('schema_migrations')
      .selectAll()
      .where('name', '=', bad.name)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses to run when an applied file was changed', async () => {
    const { db } = database();
    await migrate(db, [file('904-stable.sql', 'create table stable (id int);')]);
    const changed = file('904-stable.sql', 'create table stable (id int, extra text);');
    await expect(migrate(db, [changed])).rejects.toThrow(/changed after it was applied/);
  });
}, { seeded: false });
