/**
 * A Kysely dialect for embedded PGlite that behaves like node-postgres.
 *
 * Why not kysely-pglite's dialect: its driver hands every query the one PGlite session with no
 * lock, so while a request holds a Kysely transaction another request's queries run inside it
 * (and are undone by its ROLLBACK), and it reports no affected-row counts. Here the single
 * session is a mutex: a connection is held exclusively from acquire to release, exactly like
 * a pool of size one. Queries without parameters use PGlite's simple protocol (`exec`), as
 * node-postgres does, so multi-statement migration files run the same way on both.
 */
import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    let result: Results<R> | undefined;
    if (query.parameters.length === 0) {
      const all = (await this.client.exec(query.sql)) as Results<R>[];
      result = all[all.length - 1];
    } else {
      result = await this.client.query<R>(query.sql, [...query.parameters]);
    }
    const rows = result?.rows ?? [];
    const affected = result?.affectedRows;
    return affected === undefined ? { rows } : { rows, numAffectedRows: BigInt(affected) };
  }

  // eslint-disable-next-line require-yield -- PGlite cannot stream; the generator only throws.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

function savepointQuery(
  command: string,
  name: string,
  compile: QueryCompiler['compileQuery'],
): CompiledQuery {
  const node = RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(name),
  ]);
  return compile(node, createQueryId());
}

class PGliteDriver implements Driver {
  /** Resolves when the session is free; each acquire chains itself behind it. */
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const freed = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => freed);
    await previous;
    return new PGliteConnection(this.client, release);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await c.executeQuery(savepointQuery('savepoint', name, compile));
  }

  async rollbackToSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await c.executeQuery(savepointQuery('rollback to', name, compile));
  }

  async releaseSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await c.executeQuery(savepointQuery('release', name, compile));
  }

  async destroy(): Promise<void> {
    await this.tail;
    if (!this.client.closed) await this.client.close();
  }
}

export function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
