import type { SignedInUser } from '../../client/src/features/shell/AppShellLayout.tsx';

/**
 * Ada, signed in, verified, through onboarding and the welcome, as `auth.me` answers;
 * `overrides` sets what a test is about.
 */
export function signedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 'user-1',
    email: 'ada.lovelace@example.com',
    emailVerified: true,
    trialBlogsRemaining: 2,
    trialEndsAt: new Date('2026-03-16T09:30:00Z'),
    onTrial: true,
    onboardingCompleted: true,
    existingUserWelcomed: true,
    preferredLanguage: 'en',
    referralCode: 'ADA123',
    profile: { name: 'Ada Lovelace', phone: '+15551234567', organization: null, city: null, country: 'United States' },
    roles: ['user'],
    isAdmin: false,
    ...overrides,
  };
}
