import { loadConfigOrExit } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { openDatabase } from '../../server/src/index.ts';

/**
 * Runs a command-line task on the configured database and closes it. Failure, from opening the
 * database on (the embedded one is refused while a server uses it) to the task's own, is one
 * line on stderr and exit code 1, with no stack trace; `describe` may word a known error better.
 */
export async function withDatabase(
  what: string,
  task: (database: Database) => Promise<void>,
  describe: (error: unknown) => string | undefined = () => undefined,
): Promise<void> {
  const config = loadConfigOrExit();
  let database: Database | undefined;
  try {
    database = openDatabase(config);
    await task(database);
  } catch (error) {
    const reason = describe(error) ?? (error instanceof Error ? error.message : String(error));
    process.stderr.write(`${what} failed: ${reason}\n`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
