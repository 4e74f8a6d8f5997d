import { FREE_WORDS_AT_SIGN_UP, REFERRAL_BONUS_WORDS } from '@wordloom/shared/constants';

/** Product help; everything else goes to the general address. */
export const SUPPORT_EMAIL = 'support@wordloom.app';
export const HELLO_EMAIL = 'hello@wordloom.app';

/**
 * What a new account gets (spec §1, §9). The day and blog limits are read by no other part of the
 * product yet; they belong in `@wordloom/shared/constants` once sign-up and billing enforce them.
 */
export const FREE_TRIAL = {
  freeWords: FREE_WORDS_AT_SIGN_UP,
  freeWordDays: 7,
  referralBonusWords: REFERRAL_BONUS_WORDS,
  trialBlogs: 2,
  trialDays: 14,
};
