import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest, pendingMigrations } from '../../server/src/db/migrate.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const opened: TestDatabase[] = [];

/** A promise and the function that resolves it, to make two transactions take turns. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  opened.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.dispose()));
});

async function tableExists(database: TestDatabase, table: string): Promise<boolean> {
  const result = await sql<{
    present: boolean;
  }>`select to_regclass(${`public.${table}`}) is not null as present`.execute(database.db);
  return result.rows[0]?.present === true;
}

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('go up to the latest schema, down step by step, and up again', async () => {
    const database = await emptyDatabase();
    const pendingBefore = await pendingMigrations(database.db);
    expect(pendingBefore.length).toBeGreaterThan(0);

    const applied = await migrateToLatest(database.db);
    expect(applied).toEqual(pendingBefore.map((name) => `Up ${name}`));
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(await tableExists(database, 'permanently_removed_urls')).toBe(true);

    for (const name of [...pendingBefore].reverse()) {
      expect(await migrateDown(database.db)).toEqual([`Down ${name}`]);
    }
    expect(await tableExists(database, 'permanently_removed_urls')).toBe(false);
    expect(await pendingMigrations(database.db)).toEqual(pendingBefore);

    await migrateToLatest(database.db);
    expect(await tableExists(database, 'permanently_removed_urls')).toBe(true);
  });

  it('has nothing to do when the schema is current', async () => {
    const database = await emptyDatabase();
    await migrateToLatest(database.db);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});

describe('transactions', () => {
  it('stay isolated when they overlap and one of them rolls back', async () => {
    const database = await emptyDatabase();
    await migrateToLatest(database.db);
    const { db } = database;

    const firstInserted = signal();
    const secondInserted = signal();

    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('permanentlyRemovedUrls').values({ url: '/rolled-back' }).execute();
      firstInserted.fire();
      // On Postgres the other transaction writes while this one is open; PGlite runs one at a time.
      if (!database.pglite) await secondInserted.promise;
      throw new Error('roll this one back');
    });
    await firstInserted.promise;
    const succeeding = db.transaction().execute(async (trx) => {
      await trx.insertInto('permanentlyRemovedUrls').values({ url: '/kept' }).execute();
      secondInserted.fire();
    });

    await expect(failing).rejects.toThrow('roll this one back');
    await succeeding;

    const rows = await db.selectFrom('permanentlyRemovedUrls').select('url').orderBy('url').execute();
    expect(rows.map((row) => row.url)).toEqual(['/kept']);
  });

  it('do not see each other’s uncommitted rows', async () => {
    const database = await emptyDatabase();
    await migrateToLatest(database.db);
    const { db } = database;

    const released = signal();
    const inserted = signal();

    const writer = db.transaction().execute(async (trx) => {
      await trx.insertInto('permanentlyRemovedUrls').values({ url: '/pending' }).execute();
      inserted.fire();
      await released.promise;
    });
    await inserted.promise;
    const seenOutside = db.selectFrom('permanentlyRemovedUrls').select('url').execute();
    // Outside readers either see the committed state (Postgres) or wait for the writer (PGlite).
    if (database.pglite) {
      released.fire();
      await writer;
      expect(await seenOutside).toEqual([{ url: '/pending' }]);
    } else {
      expect(await seenOutside).toEqual([]);
      released.fire();
      await writer;
    }
    expect((await db.selectFrom('permanentlyRemovedUrls').select('url').execute()).map((row) => row.url)).toEqual([
      '/pending',
    ]);
  });
});
