/** `npm run migrate [-- down]`: applies pending migrations, or undoes the latest one. */
import { loadConfigOrExit } from '../server/src/config.ts';
import { migrateDown, migrateToLatest } from '../server/src/db/migrate.ts';
import { openDatabase } from '../server/src/index.ts';

const config = loadConfigOrExit();
const database = openDatabase(config);
try {
  const ran = process.argv[2] === 'down' ? await migrateDown(database.db) : await migrateToLatest(database.db);
  console.log(ran.length > 0 ? ran.join('\n') : 'Nothing to migrate: the schema is current.');
} catch (error) {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
