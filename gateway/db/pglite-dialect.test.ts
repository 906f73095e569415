import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDialect } from './pglite-dialect';

interface T {
  items: { id: number; label: string };
}

describe('PGlite dialect', () => {
  let db: Kysely<T>;
  beforeAll(async () => {
    db = new Kysely<T>({ dialect: pgliteDialect(await PGlite.create()) });
    await sql`create table items (id int primary key, label text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  it("keeps other requests' queries out of an open transaction", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const trx = db.transaction().execute(async (t) => {
      await t.insertInto('items').values({ id: 1, label: 'in transaction' }).execute();
      await gate;
      throw new Error('roll back');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.insertInto('items').values({ id: 2, label: 'outside' }).execute();
    release();
    await expect(trx).rejects.toThrow('roll back');
    await outside;
    const rows = await db.selectFrom('items').select('id').orderBy('id').execute();
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('reports affected rows like node-postgres', async () => {
    const ins = await db
      .insertInto('items')
      .values([
        { id: 10, label: 'a' },
        { id: 11, label: 'b' },
      ])
      .executeTakeFirst();
    expect(ins.numInsertedOrUpdatedRows).toBe(2n);
    const upd = await db.updateTable('items').set({ label: 'c' }).where('id', '>=', 10).executeTakeFirst();
    expect(upd.numUpdatedRows).toBe(2n);
    const del = await db.deleteFrom('items').where('id', '>=', 10).executeTakeFirst();
    expect(del.numDeletedRows).toBe(2n);
  });

  it('runs multi-statement scripts and savepoints', async () => {
    await sql
      .raw('create table s1 (a int); insert into s1 values (1); insert into s1 values (2);')
      .execute(db);
    const n = await sql<{ n: number }>`select count(*)::int as n from s1`.execute(db);
    expect(n.rows[0]?.n).toBe(2);
    const trx = await db.startTransaction().execute();
    const sp = await trx.savepoint('before_bad').execute();
    await sql`insert into s1 values (3)`.execute(sp);
    await sp.rollbackToSavepoint('before_bad').execute();
    await trx.commit().execute();
    const after = await sql<{ n: number }>`select count(*)::int as n from s1`.execute(db);
    expect(after.rows[0]?.n).toBe(2);
  });
});
