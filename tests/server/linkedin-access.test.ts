import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import { checkLinkedInAccess } from '../../server/src/features/linkedin/publish.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Spec §5's LinkedIn access check: each of its six refusals, the 59-day rule for a token stored
 * without an expiry, the member URN (the profile's, else the LinkedIn identity's as a person URN),
 * and the connection status the UI shows.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  testApp = await createTestApp();
  deps = testApp.deps;
});

afterAll(() => testApp.close());

async function setUrn(userId: string, urn: string | null) {
  await deps.db.updateTable('profiles').set({ linkedinUrn: urn }).where('userId', '=', userId).execute();
}

async function storeToken(
  userId: string,
  {
    token = 'member-token',
    expiresAt = null,
    scopes = ['openid', 'profile', 'email', 'w_member_social'],
    sealFor = userId,
  }: {
    token?: string;
    expiresAt?: Date | null;
    scopes?: string[];
    sealFor?: string;
  } = {},
) {
  return deps.db
    .insertInto('userProviderTokens')
    .values({
      userId,
      provider: 'linkedin_oidc',
      token: deps.secrets.seal(token, providerTokenContext(sealFor, 'linkedin_oidc')),
      refreshToken: null,
      expiresAt,
      scopes: scopes.join(' '),
      scopesArray: scopes,
    })
    .returning('createdAt')
    .executeTakeFirstOrThrow();
}

describe('the access check’s six refusals', () => {
  it('LINKEDIN_PROFILE_FAILED when the user has no profile', async () => {
    const { userId } = await createUser(deps.db);
    await deps.db.deleteFrom('profiles').where('userId', '=', userId).execute();
    await expect(checkLinkedInAccess(deps, { userId })).rejects.toMatchObject({ message: 'LINKEDIN_PROFILE_FAILED' });
  });

  it('LINKEDIN_NOT_CONNECTED when neither the profile nor an identity names a LinkedIn member', async () => {
    const { userId } = await createUser(deps.db);
    await storeToken(userId);
    await expect(checkLinkedInAccess(deps, { userId })).rejects.toMatchObject({ message: 'LINKEDIN_NOT_CONNECTED' });
  });

  it('LINKEDIN_TOKEN_MISSING when LinkedIn is connected but no token is stored', async () => {
    const { userId } = await createUser(deps.db);
    await setUrn(userId, 'urn:li:person:abc');
    await expect(checkLinkedInAccess(deps, { userId })).rejects.toMatchObject({ message: 'LINKEDIN_TOKEN_MISSING' });
  });

  it('LINKEDIN_TOKEN_FETCH_FAILED when the stored token cannot be opened', async () => {
    const { userId } = await createUser(deps.db);
    const other = await createUser(deps.db);
    await setUrn(userId, 'urn:li:person:abc');
    // Sealed for another account: it opens for that account only.
    await storeToken(userId, { sealFor: other.userId });
    await expect(checkLinkedInAccess(deps, { userId })).rejects.toMatchObject({
      message: 'LINKEDIN_TOKEN_FETCH_FAILED',
    });
  });

  it('LINKEDIN_TOKEN_EXPIRED when expires_at has passed', async () => {
    const { userId } = await createUser(deps.db);
    await setUrn(userId, 'urn:li:person:abc');
    await storeToken(userId, { expiresAt: new Date(Date.now() - 60_000) });
    await expect(checkLinkedInAccess(deps, { userId })).rejects.toMatchObject({ message: 'LINKEDIN_TOKEN_EXPIRED' });
  });

  it('LINKEDIN_VALIDATION_FAILED when the check itself fails', async () => {
    const { userId } = await createUser(deps.db);
    await setUrn(userId, 'urn:li:person:abc');
    await storeToken(userId);
    const brokenClock = {
      getTime() {
        throw new Error('the clock failed');
      },
    } as unknown as Date;
    await expect(checkLinkedInAccess(deps, { userId, now: brokenClock })).rejects.toMatchObject({
      message: 'LINKEDIN_VALIDATION_FAILED',
    });
  });

  it('a publish refused by the check names the refusal and leaves the post a draft', async () => {
    const author = await signedInCaller(deps);
    const post = await author.caller.linkedin.posts.create({ content: 'Not connected yet' });
    await expect(author.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'LINKEDIN_NOT_CONNECTED',
    });
    expect(await author.caller.linkedin.posts.get({ id: post.id })).toMatchObject({
      status: 'draft',
      publishError: 'LINKEDIN_NOT_CONNECTED',
    });
  });
});

describe('the 59-day rule and the member URN', () => {
  it('a token without expires_at is valid until 59 days after it was stored', async () => {
    const { userId } = await createUser(deps.db);
    await setUrn(userId, 'urn:li:person:abc');
    const { createdAt } = await storeToken(userId, { token: 'sixty-day-token' });

    await expect(
      checkLinkedInAccess(deps, { userId, now: new Date(createdAt.getTime() + 58 * DAY_MS) }),
    ).resolves.toEqual({ token: 'sixty-day-token', authorUrn: 'urn:li:person:abc' });
    await expect(
      checkLinkedInAccess(deps, { userId, now: new Date(createdAt.getTime() + 59 * DAY_MS) }),
    ).rejects.toMatchObject({ message: 'LINKEDIN_TOKEN_EXPIRED' });
  });

  it('expires_at wins over the 59 days when there is one', async () => {
    const { userId } = await createUser(deps.db);
    await setUrn(userId, 'urn:li:person:abc');
    const { createdAt } = await storeToken(userId, { expiresAt: new Date(Date.now() + 90 * DAY_MS) });
    await expect(
      checkLinkedInAccess(deps, { userId, now: new Date(createdAt.getTime() + 80 * DAY_MS) }),
    ).resolves.toMatchObject({ authorUrn: 'urn:li:person:abc' });
  });

  it('without a URN on the profile, the LinkedIn identity’s subject becomes a person URN', async () => {
    const { userId } = await createUser(deps.db);
    await deps.db
      .insertInto('oauthIdentities')
      .values({ provider: 'linkedin_oidc', subject: 'Zx9_member', userId, email: null })
      .execute();
    await storeToken(userId);
    await expect(checkLinkedInAccess(deps, { userId })).resolves.toEqual({
      token: 'member-token',
      authorUrn: 'urn:li:person:Zx9_member',
    });
  });

  it('a profile URN stored without the urn prefix is written as a person URN', async () => {
    const { userId } = await createUser(deps.db);
    await setUrn(userId, 'bare-member-id');
    await storeToken(userId);
    await expect(checkLinkedInAccess(deps, { userId })).resolves.toMatchObject({
      authorUrn: 'urn:li:person:bare-member-id',
    });
  });
});

describe('linkedin.publishing.status', () => {
  it('says not connected, with nothing to publish with, before LinkedIn is connected', async () => {
    const user = await signedInCaller(deps);
    expect(await user.caller.linkedin.publishing.status()).toEqual({
      connected: false,
      expiresAt: null,
      canPublish: false,
      missingScopes: ['w_member_social'],
    });
  });

  it('gives the expiry (59 days after storing without expires_at) and whether posting is allowed', async () => {
    const user = await signedInCaller(deps);
    await setUrn(user.userId, 'urn:li:person:abc');
    const { createdAt } = await storeToken(user.userId);
    expect(await user.caller.linkedin.publishing.status()).toEqual({
      connected: true,
      expiresAt: new Date(createdAt.getTime() + 59 * DAY_MS),
      canPublish: true,
      missingScopes: [],
    });
  });

  it('names the missing posting scope of a token granted sign-in scopes only', async () => {
    const user = await signedInCaller(deps);
    await setUrn(user.userId, 'urn:li:person:abc');
    const expiresAt = new Date(Date.now() + 10 * DAY_MS);
    await storeToken(user.userId, { scopes: ['openid', 'profile', 'email'], expiresAt });
    expect(await user.caller.linkedin.publishing.status()).toEqual({
      connected: true,
      expiresAt,
      canPublish: false,
      missingScopes: ['w_member_social'],
    });
  });

  it('cannot publish with an expired token', async () => {
    const user = await signedInCaller(deps);
    await setUrn(user.userId, 'urn:li:person:abc');
    await storeToken(user.userId, { expiresAt: new Date(Date.now() - DAY_MS) });
    expect(await user.caller.linkedin.publishing.status()).toMatchObject({ connected: true, canPublish: false });
  });
});
