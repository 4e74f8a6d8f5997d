import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let counter = 0;

/** A freshly signed-up user's browser. */
async function newUser() {
  counter += 1;
  const client = testClient(testApp.deps);
  const { userId } = await client.caller.auth.signUp({
    fullName: 'Grace Hopper',
    email: `grace.${counter}@example.com`,
    password: 'correct horse 42',
    dialCode: '+1',
    phone: '5551234567',
    country: 'United States',
  });
  return { client, userId };
}

function profileOf(userId: string) {
  return testApp.deps.db
    .selectFrom('profiles')
    .select(['persona', 'companySize', 'companyAge', 'articlesPerMonth', 'onboardingCompleted', 'existingUserWelcomed'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

const ANSWERS = { companySize: '2_10', companyAge: '1_3_years', articlesPerMonth: '5_10' } as const;

describe('onboarding', () => {
  it('is pending for a new account, with the trial defaults of 2 blogs and 14 days', async () => {
    const { client } = await newUser();
    const me = await client.caller.auth.me();
    expect(me?.onboardingCompleted).toBe(false);
    expect(me?.trialBlogsRemaining).toBe(2);
    const days = ((me?.trialEndsAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('stores the answers and completes onboarding', async () => {
    const { client, userId } = await newUser();
    await client.caller.users.completeOnboarding({ persona: 'marketer', ...ANSWERS });
    expect(await profileOf(userId)).toEqual({
      persona: 'marketer',
      companySize: '2_10',
      companyAge: '1_3_years',
      articlesPerMonth: '5_10',
      onboardingCompleted: true,
      existingUserWelcomed: false,
    });
    expect((await client.caller.auth.me())?.onboardingCompleted).toBe(true);
  });

  it('stores the custom text as the persona when "other" comes with one', async () => {
    const { client, userId } = await newUser();
    await client.caller.users.completeOnboarding({ persona: 'other', customPersona: '  Museum curator ', ...ANSWERS });
    expect((await profileOf(userId)).persona).toBe('Museum curator');
  });

  it('keeps "other" when no custom text is given', async () => {
    const { client, userId } = await newUser();
    await client.caller.users.completeOnboarding({ persona: 'other', customPersona: '', ...ANSWERS });
    expect((await profileOf(userId)).persona).toBe('other');
  });

  it('refuses answers outside the lists and changes nothing', async () => {
    const { client, userId } = await newUser();
    await expect(
      client.caller.users.completeOnboarding({ persona: 'astronaut' as 'other', ...ANSWERS }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await profileOf(userId)).onboardingCompleted).toBe(false);
  });

  it('records that the welcome banner was closed, for that user only', async () => {
    const first = await newUser();
    const second = await newUser();
    await first.client.caller.users.dismissWelcome();
    expect((await profileOf(first.userId)).existingUserWelcomed).toBe(true);
    expect((await profileOf(second.userId)).existingUserWelcomed).toBe(false);
  });

  it('needs a session', async () => {
    await expect(testClient(testApp.deps).caller.users.dismissWelcome()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
