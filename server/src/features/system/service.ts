import { FREE_WORDS_AT_SIGN_UP, REFERRAL_BONUS_WORDS } from '@wordloom/shared/constants';
import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import type { AppDeps } from '../../trpc/context.ts';

export interface SystemInfo {
  languageCount: number;
  freeWordsAtSignUp: number;
  referralBonusWords: number;
  database: AppDeps['engine'];
  serverTime: Date;
  /** Which sign-in buttons to show: a provider without credentials is switched off. */
  signInProviders: { google: boolean; linkedin: boolean };
  /**
   * Mail is not sent but listed at /dev/mailbox (no SMTP server): the pages that say "check your
   * email" point there. Told only to a browser on this machine, the only one the mailbox serves.
   */
  devMailbox: boolean;
}

/** Facts about this deployment the public pages may show. */
export function systemInfo(
  deps: Pick<AppDeps, 'engine' | 'config'>,
  { fromThisMachine }: { fromThisMachine: boolean },
): SystemInfo {
  return {
    languageCount: LANGUAGE_CODES.length,
    freeWordsAtSignUp: FREE_WORDS_AT_SIGN_UP,
    referralBonusWords: REFERRAL_BONUS_WORDS,
    database: deps.engine,
    serverTime: new Date(),
    signInProviders: { google: deps.config.oauth.google !== null, linkedin: deps.config.oauth.linkedin !== null },
    devMailbox: deps.config.devMailbox && fromThisMachine,
  };
}
