/**
 * `npm run admin -- promote <email>`: makes an existing account an admin (how the first admin is named).
 * `npm run admin -- reencrypt`: seals every secret at rest again with the first key of TOKEN_ENC_KEYS,
 * so that, after a rotation, the keys behind it can be dropped.
 */
import { loadConfigOrExit } from '../server/src/config.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { grantAdminRole } from '../server/src/features/users/service.ts';
import { createSecretBox, loadOrCreateKeys } from '../server/src/lib/crypto.ts';
import { reencryptSecrets } from './lib/reencrypt.ts';
import { withDatabase } from './lib/with-database.ts';

const USAGE = 'Usage: npm run admin -- promote <email>\n       npm run admin -- reencrypt\n';
const [command, email] = process.argv.slice(2);

if (command === 'promote' && email) {
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
} else if (command === 'reencrypt') {
  const config = loadConfigOrExit();
  const secrets = createSecretBox(loadOrCreateKeys(config.tokenEncryptionKeys, config.dataDir));
  await withDatabase('Re-encryption', async ({ db }) => {
    await migrateToLatest(db);
    const rows = await reencryptSecrets(db, secrets);
    console.log(
      `Sealed again with the first key: ${rows.providerTokens} provider tokens, ${rows.outboxMails} outbox mails, ${rows.httpRequestSecrets} HTTP request secrets, ${rows.toolSecrets} tool secrets.`,
    );
  });
} else {
  process.stderr.write(USAGE);
  process.exit(2);
}
