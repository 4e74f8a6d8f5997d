import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/src/db/executor.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await sql`create table notes (body text not null)`.execute(database.db);
});

afterAll(async () => {
  await database.dispose();
});

const bodies = async () =>
  (await sql<{ body: string }>`select body from notes order by body`.execute(database.db)).rows.map((r) => r.body);

describe(`inTransaction (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('joins the transaction a caller opened, so one failure rolls back every step', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await inTransaction(trx, (inner) => sql`insert into notes values ('first step')`.execute(inner));
        await inTransaction(trx, (inner) => sql`insert into notes values ('second step')`.execute(inner));
        throw new Error('the caller fails after both steps');
      }),
    ).rejects.toThrow('the caller fails after both steps');
    expect(await bodies()).toEqual([]);
  });

  it('opens its own transaction when given the database', async () => {
    await expect(
      inTransaction(database.db, async (trx) => {
        await sql`insert into notes values ('alone')`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(database.db, (trx) => sql`insert into notes values ('kept')`.execute(trx));
    expect(await bodies()).toEqual(['kept']);
  });
});

describe('notifications', () => {
  it('reach a listener once the sending transaction commits, and never for a rollback', async () => {
    const received: string[] = [];
    const stop = await database.notifications.listen('test_channel', (payload) => received.push(payload));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`select pg_notify('test_channel', 'rolled back')`.execute(trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_notify('test_channel', 'committed')`.execute(trx);
    });
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['committed']);
    await stop();
    let arrive: () => void = () => undefined;
    const laterArrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const stopLater = await database.notifications.listen('later_channel', () => arrive());
    await sql`select pg_notify('test_channel', 'after stop'), pg_notify('later_channel', 'later')`.execute(database.db);
    // One transaction's notifications arrive in the order sent: once the later one is here, the first would be too.
    await laterArrived;
    await stopLater();
    expect(received).toEqual(['committed']);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(database.notifications.listen('bad; drop table notes', () => undefined)).rejects.toThrow(
      'invalid notification channel',
    );
  });
});
