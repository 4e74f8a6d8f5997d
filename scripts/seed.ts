/** `npm run seed`: migrates, then adds demo content to the tables that are still empty. */
import { loadConfigOrExit } from '../server/src/config.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { seedDemoContent } from '../server/src/db/seed.ts';
import { openDatabase } from '../server/src/index.ts';

const config = loadConfigOrExit();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db);
  const seeded = await seedDemoContent(database.db);
  console.log(seeded.length > 0 ? `Seeded: ${seeded.join(', ')}` : 'Nothing to seed: demo tables already hold rows.');
} finally {
  await database.close();
}
