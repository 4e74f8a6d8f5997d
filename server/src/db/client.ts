import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, type KyselyPlugin, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications.ts';
import type { DB } from './schema.ts';

export type DatabaseEngine = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  engine: DatabaseEngine;
  /** The embedded instance, shared with the job queue (PGlite is one connection); null on Postgres. */
  pglite: PGlite | null;
  /** The Postgres connection string (the job queue opens its own pool); null on PGlite. */
  connectionString: string | null;
  notifications: Notifications;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Postgres connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
}

/**
 * Opens Kysely over Postgres when a URL is given, otherwise over embedded PGlite. PGlite is a
 * single connection; Kysely's PGlite adapter declares that, so Kysely hands it to one query or
 * one whole transaction at a time and overlapping transactions stay isolated (tested).
 */
export function createDatabase({ databaseUrl, pgliteDir }: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin()];
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a failover) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    const notifications = postgresNotifications(databaseUrl);
    return {
      db,
      engine: 'postgres',
      pglite: null,
      connectionString: databaseUrl,
      notifications,
      close: async () => {
        await notifications.close();
        await db.destroy();
      },
    };
  }
  if (!pgliteDir) return embeddedDatabase(new PGlite(), plugins, () => undefined);
  fs.mkdirSync(pgliteDir, { recursive: true });
  // Beside the directory, not in it: PGlite owns its directory's contents.
  const lock = lockDataDir(path.join(path.dirname(pgliteDir), `${path.basename(pgliteDir)}.lock`));
  return embeddedDatabase(new PGlite(pgliteDir), plugins, () => lock.release());
}

function embeddedDatabase(pglite: PGlite, plugins: KyselyPlugin[], afterClose: () => void): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), plugins });
  return {
    db,
    engine: 'pglite',
    pglite,
    connectionString: null,
    notifications: pgliteNotifications(pglite),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        afterClose();
      }
    },
  };
}
