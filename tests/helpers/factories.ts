import { randomUUID } from 'node:crypto';
import { TRIAL_DAYS } from '@wordloom/shared/constants';
import { WORD_PACKS } from '@wordloom/shared/domain/billing-plans';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../server/src/config.ts';
import { type Executor, inTransaction } from '../../server/src/db/executor.ts';
import type { DB } from '../../server/src/db/schema.ts';
import { sessionCookieName } from '../../server/src/features/sessions/cookies.ts';
import { createSession, type Session, type SessionMeta } from '../../server/src/features/sessions/service.ts';
import { insertRole } from '../../server/src/features/users/queries.ts';
import { createUser as addUserWithProfile } from '../../server/src/features/users/service.ts';
import { grantWords, openWordAccount } from '../../server/src/features/words/service.ts';
import { randomToken } from '../../server/src/lib/crypto.ts';
import { hashPassword } from '../../server/src/lib/password.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestUserOptions {
  /** A fresh unique address by default. */
  email?: string;
  /** Words in one grant that never expires; none by default (an empty balance). */
  words?: number;
  admin?: boolean;
  /** Whether the address was confirmed; true by default. */
  verified?: boolean;
  /** A password to sign in with; none by default, as for an account made through a provider. */
  password?: string;
  /**
   * Whether the user has paid once (a paid word pack invoice, with no words granted by it): the
   * free trial, which limits new articles, no longer applies. False by default: on the trial.
   */
  paid?: boolean;
}

export interface TestUser {
  userId: string;
  email: string;
}

/**
 * A user as the app keeps one: account, profile (Ada Lovelace's, in English, on the trial), the
 * "user" role and a words balance, in one transaction; with `words`, `admin` and `password` as asked.
 */
export async function createUser(db: Executor, options: TestUserOptions = {}): Promise<TestUser> {
  const {
    email = `user-${randomUUID()}@example.com`,
    words = 0,
    admin = false,
    verified = true,
    password,
    paid = false,
  } = options;
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const now = new Date();
  const userId = await inTransaction(db, async (trx) => {
    const id = await addUserWithProfile(trx, {
      email,
      passwordHash,
      emailVerifiedAt: verified ? now : null,
      profile: {
        name: 'Ada Lovelace',
        phone: '+447911123456',
        organization: 'Analytical Engines',
        country: 'United Kingdom',
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        preferredLanguage: 'en',
        referralCode: randomToken(5),
        referredBy: null,
      },
    });
    await openWordAccount(trx, { userId: id });
    // Free words, as sign-up gives: they leave the user on the free trial (an admin's grant would end it).
    if (words > 0)
      await grantWords(trx, { userId: id, amount: words, source: 'signup', expiresAt: null, note: 'test words' });
    if (admin) await makeAdmin(trx, id);
    if (paid) await addPaidInvoice(trx, id);
    return id;
  });
  return { userId, email };
}

/** A word pack the user paid for, as a Stripe Checkout leaves it; the words are not granted here. */
export async function addPaidInvoice(db: Executor, userId: string): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      userId,
      stripeId: `cs_test_${randomUUID()}`,
      kind: 'pack',
      itemId: WORD_PACKS[0].id,
      amount: 1000,
      currency: 'usd',
      status: 'paid',
    })
    .execute();
}

export async function makeAdmin(db: Executor, userId: string): Promise<void> {
  await insertRole(db, userId, 'admin');
}

/** The browser and address a session is opened from. */
export interface Device extends SessionMeta {
  ipAddress: string;
}

/** Where a test's sessions seem to come from unless it says otherwise. */
export const TEST_DEVICE: Device = { userAgent: null, ipAddress: '203.0.113.7' };

export interface SignedInUser {
  userId: string;
  session: Session;
  /** The session token, as the browser's cookie holds it. */
  token: string;
  /** The Cookie header for calls over real HTTP to a server of `env` (the name is `__Host-` prefixed in production). */
  cookie: string;
}

export interface SignInOptions {
  device?: Device;
  env?: AppConfig['env'];
}

/** A session for `user` (an existing user's id, or a new user made with these options), as signing in opens one. */
export async function signedInUser(
  db: Kysely<DB>,
  user: string | TestUserOptions = {},
  { device = TEST_DEVICE, env = 'test' }: SignInOptions = {},
): Promise<SignedInUser> {
  const userId = typeof user === 'string' ? user : (await createUser(db, user)).userId;
  const { token, session } = await createSession(db, { userId, ...device });
  return { userId, session, token, cookie: `${sessionCookieName({ env })}=${token}` };
}
