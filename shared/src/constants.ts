/** Business constants of the spec (§9) that more than one part of the product reads. */

/** Toasts: duration, how many show at once (spec §9). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;

/** Data queries are retried once, after one second (spec §7). */
export const QUERY_RETRY_COUNT = 1;
export const QUERY_RETRY_DELAY_MS = 1000;

/** Removed URLs whose stored value starts with this text match by prefix (spec §3). */
export const REMOVED_URL_PREFIX_MARKER = 'Starts with: ';

/** Copyright year shown in the footer (spec §9). */
export const FOOTER_COPYRIGHT_YEAR = 2025;

/** Words every new account gets, and the bonus a referral link adds (spec §1, §9). */
export const FREE_WORDS_AT_SIGN_UP = 2000;
export const REFERRAL_BONUS_WORDS = 500;
/** Free sign-up words expire after this many days (spec §9). */
export const FREE_WORDS_EXPIRY_DAYS = 7;
/** The default trial: this many blogs within this many days (spec §9). */
export const TRIAL_BLOGS = 2;
export const TRIAL_DAYS = 14;

/** Generations one user may have running at once (the AI engine refuses the next one). */
export const MAX_CONCURRENT_GENERATIONS = 3;
