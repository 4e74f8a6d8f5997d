import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';

export interface TestDatabase extends Database {
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
}

/** The Postgres server tests run against, if any (TEST_DATABASE_URL). */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or, with TEST_DATABASE_URL,
 * a new database on that Postgres server that is dropped afterwards.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const database = createDatabase({});
    return { ...database, dispose: () => database.close() };
  }
  const name = `wordloom_test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = createDatabase({ databaseUrl: withDatabaseName(serverUrl, name) });
  return {
    ...database,
    async dispose() {
      await database.close();
      await onAdminConnection(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A fresh database with every migration applied. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await migrateToLatest(database.db);
  return database;
}
