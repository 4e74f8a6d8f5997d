import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../migrations');

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) throw result.error;
  return (result.results ?? []).map((migration) => `${migration.direction} ${migration.migrationName}`);
}

/** Applies every pending migration; returns what ran. */
// biome-ignore lint/suspicious/noExplicitAny: see createMigrator
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateToLatest());
}

/** Undoes the most recent migration; returns what ran. */
// biome-ignore lint/suspicious/noExplicitAny: see createMigrator
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateDown());
}

/** Names of migrations not yet applied (empty when the schema is current). */
// biome-ignore lint/suspicious/noExplicitAny: see createMigrator
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrations = await createMigrator(db).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
