import type { Executor } from '../../db/executor.ts';
import type { Role } from '../../db/schema.ts';

export async function insertUser(
  db: Executor,
  email: string,
  passwordHash: string | null = null,
): Promise<{ id: string }> {
  return db.insertInto('users').values({ email, passwordHash }).returning('id').executeTakeFirstOrThrow();
}

export async function selectUserCredentials(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash', 'emailVerifiedAt'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function selectUserById(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.emailVerifiedAt',
      'profiles.name',
      'profiles.phone',
      'profiles.organization',
      'profiles.city',
      'profiles.country',
      'profiles.trialBlogsRemaining',
      'profiles.trialEndsAt',
      'profiles.onboardingCompleted',
      'profiles.existingUserWelcomed',
      'profiles.preferredLanguage',
      'profiles.referralCode',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/**
 * Whether the trial is over for the user: they paid once (a plan or a word pack), or an admin
 * granted them words (a sale made outside Stripe, or a server without payments).
 */
export async function selectLeftTrial(db: Executor, userId: string): Promise<boolean> {
  const { left } = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('invoices').select('id').where('userId', '=', userId).where('status', '=', 'paid')),
          eb.exists(
            eb.selectFrom('wordGrants').select('id').where('userId', '=', userId).where('source', '=', 'admin'),
          ),
        ])
        .as('left'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(left);
}

export async function updateUserPassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function markEmailVerified(db: Executor, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ emailVerifiedAt: at, updatedAt: at }).where('id', '=', userId).execute();
}

/** Marks a never verified address verified and drops the password; undefined when it was verified already. */
export async function verifyUnverifiedUserDroppingPassword(db: Executor, userId: string, at: Date) {
  return db
    .updateTable('users')
    .set({ emailVerifiedAt: at, passwordHash: null, updatedAt: at })
    .where('id', '=', userId)
    .where('emailVerifiedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export async function insertProfile(
  db: Executor,
  profile: {
    userId: string;
    name: string;
    phone: string | null;
    organization: string | null;
    country: string | null;
    trialEndsAt: Date;
    preferredLanguage: string;
    referralCode: string;
    referredBy: string | null;
  },
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      ...profile,
      city: null,
      linkedinUrn: null,
      persona: null,
      companySize: null,
      companyAge: null,
      articlesPerMonth: null,
    })
    .execute();
}

export async function selectUserIdByReferralCode(db: Executor, referralCode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select('userId')
    .where('referralCode', '=', referralCode)
    .executeTakeFirst();
  return row?.userId;
}

export async function selectRoles(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom('userRoles').select('role').where('userId', '=', userId).execute();
  return rows.map((row) => row.role);
}

export async function insertRole(db: Executor, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('userRoles')
    .values({ userId, role })
    .onConflict((conflict) => conflict.columns(['userId', 'role']).doNothing())
    .execute();
}

export async function selectUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function updateOnboardingAnswers(
  db: Executor,
  userId: string,
  answers: { persona: string; companySize: string; companyAge: string; articlesPerMonth: string },
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ ...answers, onboardingCompleted: true, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}

export async function markExistingUserWelcomed(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ existingUserWelcomed: true, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}
