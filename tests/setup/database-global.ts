import pg from 'pg';

/**
 * Says which engine the server tests use, and refuses to quietly fall back to PGlite when
 * Postgres is required (CI sets POSTGRES_REQUIRED=1 with TEST_DATABASE_URL).
 */
export default async function checkTestDatabase(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.POSTGRES_REQUIRED === '1') {
      throw new Error('POSTGRES_REQUIRED=1 but TEST_DATABASE_URL is not set.');
    }
    console.log('Server tests run on embedded PGlite (set TEST_DATABASE_URL to run them on Postgres).');
    return;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but Postgres cannot be reached: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  console.log(`Server tests run on Postgres (${new URL(url).host}).`);
}
