/**
 * The admin the browser tests sign in as. The app under test keeps its embedded database to
 * itself while it runs, so the account is written before it starts: the same account creation
 * as a sign-up, the address already confirmed and the onboarding answered, then the role
 * `npm run admin -- promote` grants.
 */
import { loadConfig } from '../../server/src/config.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createAccount } from '../../server/src/features/auth/service.ts';
import { completeOnboarding, grantAdminRole } from '../../server/src/features/users/service.ts';
import { openDatabase } from '../../server/src/index.ts';
import { hashPassword } from '../../server/src/lib/password.ts';

export interface E2eAccount {
  email: string;
  password: string;
}

export const E2E_ADMIN: E2eAccount = { email: 'ada.admin@example.com', password: 'correct horse admin 42' };

/** Creates E2E_ADMIN, with the sign-up words, in the (new) database of DATA_DIR `dataDir`. */
export async function createE2eAdmin(dataDir: string): Promise<void> {
  const loaded = loadConfig({ DATA_DIR: dataDir });
  if (!loaded.ok) throw new Error(`Invalid e2e configuration: ${loaded.problems.join('; ')}`);
  const database = openDatabase(loaded.config);
  try {
    await migrateToLatest(database.db);
    const userId = await createAccount(database.db, {
      email: E2E_ADMIN.email,
      passwordHash: await hashPassword(E2E_ADMIN.password),
      emailVerified: true,
      name: 'Ada Admin',
      phone: null,
      organization: null,
      country: 'United States',
      language: 'en',
      referrerId: null,
    });
    // An admin who has used the app before: no onboarding questions in the way of the tests.
    await completeOnboarding(database.db, {
      userId,
      persona: 'founder',
      companySize: 'just_me',
      companyAge: 'under_1_year',
      articlesPerMonth: '1_4',
    });
    await grantAdminRole(database.db, { email: E2E_ADMIN.email });
  } finally {
    await database.close();
  }
}
