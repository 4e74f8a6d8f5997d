import {
  FREE_WORDS_AT_SIGN_UP,
  FREE_WORDS_EXPIRY_DAYS,
  REFERRAL_BONUS_WORDS,
  TRIAL_BLOGS,
  TRIAL_DAYS,
} from '@wordloom/shared/constants';

/** Product help; everything else goes to the general address. */
export const SUPPORT_EMAIL = 'support@wordloom.app';
export const HELLO_EMAIL = 'hello@wordloom.app';

/** What a new account gets (spec §1, §9). */
export const FREE_TRIAL = {
  freeWords: FREE_WORDS_AT_SIGN_UP,
  freeWordDays: FREE_WORDS_EXPIRY_DAYS,
  referralBonusWords: REFERRAL_BONUS_WORDS,
  trialBlogs: TRIAL_BLOGS,
  trialDays: TRIAL_DAYS,
};
