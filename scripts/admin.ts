/** `npm run admin -- promote <email>`: makes an existing account an admin (how the first admin is named). */
import { loadConfigOrExit } from '../server/src/config.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { grantAdminRole } from '../server/src/features/users/service.ts';
import { openDatabase } from '../server/src/index.ts';

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  process.stderr.write('Usage: npm run admin -- promote <email>\n');
  process.exit(2);
}

const config = loadConfigOrExit();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db);
  await grantAdminRole(database.db, email);
  console.log(`${email} is now an admin.`);
} catch (error) {
  const code = (error as { appCode?: string }).appCode;
  process.stderr.write(code === 'USER_NOT_FOUND' ? `User not found: ${email}\n` : `Failed: ${String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
