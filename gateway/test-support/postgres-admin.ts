/**
 * The PostgreSQL the gateway suites use: PORTICO_TEST_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test, trust auth), or none with PORTICO_TEST_PG_URL=off.
 */
import pg from 'pg';

export const adminUrl = process.env.PORTICO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresAnswers(): Promise<boolean> {
  if (adminUrl === 'off') return false;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function adminQuery(text: string): Promise<void> {
  await admin((c) => c.query(text));
}

/** The admin URL pointed at another database of the same server. */
export function postgresUrlOf(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
