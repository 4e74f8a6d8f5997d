import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

type CompileQuery = QueryCompiler['compileQuery'];

export type DatabaseEngine = 'postgres' | 'pglite';

export interface Database {
  db: Kysely<DB>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

/**
 * PGlite is one connection. Kysely's PGlite driver hands that connection to every caller at
 * once, so two overlapping transactions would share it and one's rollback would undo the
 * other's rows. This driver lets one caller (query or whole transaction) hold it at a time.
 */
class ExclusiveConnectionDriver implements Driver {
  #inner: Driver;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    await this.#inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    await this.#inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    await this.#inner.releaseSavepoint?.(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

class ExclusivePGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new ExclusiveConnectionDriver(super.createDriver());
  }
}

export interface DatabaseOptions {
  /** Postgres connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
}

/** Opens Kysely over Postgres when a URL is given, otherwise over embedded PGlite. */
export function createDatabase({ databaseUrl, pgliteDir }: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin()];
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (pgliteDir) fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const pglite = new PGlite(pgliteDir);
  const db = new Kysely<DB>({ dialect: new ExclusivePGliteDialect({ pglite }), plugins });
  return { db, engine: 'pglite', close: () => db.destroy() };
}
