/** `npm run seed`: migrates, then adds demo content to the tables that are still empty. */
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { seedDemoContent } from '../server/src/db/seed.ts';
import { withDatabase } from './lib/with-database.ts';

await withDatabase('Seeding', async ({ db }) => {
  await migrateToLatest(db);
  const seeded = await seedDemoContent(db);
  console.log(seeded.length > 0 ? `Seeded: ${seeded.join(', ')}` : 'Nothing to seed: demo tables already hold rows.');
});
