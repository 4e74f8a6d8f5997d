/** `npm run admin -- promote <email>`: makes an existing account an admin (how the first admin is named). */
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { grantAdminRole } from '../server/src/features/users/service.ts';
import { withDatabase } from './lib/with-database.ts';

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  process.stderr.write('Usage: npm run admin -- promote <email>\n');
  process.exit(2);
}

await withDatabase(
  'Promotion',
  async ({ db }) => {
    await migrateToLatest(db);
    await grantAdminRole(db, { email });
    console.log(`${email} is now an admin.`);
  },
  (error) =>
    (error as { appCode?: string }).appCode === 'USER_NOT_FOUND' ? `no account has the address ${email}` : undefined,
);
