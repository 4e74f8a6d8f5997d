/** `npm run migrate [-- down]`: applies pending migrations, or undoes the latest one. */
import { migrateDown, migrateToLatest } from '../server/src/db/migrate.ts';
import { withDatabase } from './lib/with-database.ts';

await withDatabase('Migration', async ({ db }) => {
  const ran = process.argv[2] === 'down' ? await migrateDown(db) : await migrateToLatest(db);
  console.log(ran.length > 0 ? ran.join('\n') : 'Nothing to migrate: the schema is current.');
});
