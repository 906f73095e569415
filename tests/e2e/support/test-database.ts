/**
 * A fresh PostgreSQL database per run, so the status spec can switch a merchant's status with
 * plain SQL while the gateway runs (PGlite allows one connection, its owner's). The server is
 * E2E_POSTGRES_URL, default postgres://127.0.0.1:5432/test (CI has it); created and dropped here.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

export const adminUrl = withUser(process.env.E2E_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test');

/** libpq's default user (PGUSER, else the login name), written into the URL for the gateway too. */
function withUser(url: string): string {
  const u = new URL(url);
  if (!u.username) u.username = process.env.PGUSER ?? os.userInfo().username;
  return u.toString();
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database, or returns the reason PostgreSQL could not be used. */
export async function createTestDatabase(): Promise<TestDatabase | { problem: string }> {
  const name = `portico_e2e_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const where = new URL(adminUrl);
    return {
      problem: `PostgreSQL at ${where.host}${where.pathname} is not usable (${reason}); set E2E_POSTGRES_URL to a server where a database can be created`,
    };
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
