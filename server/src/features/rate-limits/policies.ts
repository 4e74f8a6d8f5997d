const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How many attempts of one kind are allowed per window; the next one within it is refused. */
export interface RateLimitPolicy {
  /** Prefixes the key of every counter of this policy, so two policies never share one. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Every rate limit of the server, in one place. A window opens at its first attempt and lasts
 * `windowMs`; attempts are counted before the work they protect, so parallel requests cannot
 * all slip in before the count (see `consume`).
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords for one account, at sign-in and when changing the password (one budget, so a
   * stolen session adds no guesses). A right one is not counted; a password reset clears them.
   */
  passwordGuessesPerAccount: { name: 'password-guesses:account', limit: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from one client address, for any account. High enough that a whole office
   * behind one address is not locked out by its own typos, low enough to stop guessing across
   * many accounts; an address without an account counts too, so the limit cannot tell which
   * addresses have one.
   */
  passwordGuessesPerClient: { name: 'password-guesses:client', limit: 100, windowMs: 15 * MINUTE },
  /** Calls of one admin-configured HTTP request; each request's own rate_limit_per_minute replaces the spec's default. */
  httpRequestCalls: { name: 'http-request-calls', limit: 60, windowMs: MINUTE },
  /** Verification mails asked for one e-mail address, and from one client address. */
  verificationMailsPerAddress: { name: 'verification-mails:address', limit: 3, windowMs: HOUR },
  verificationMailsPerClient: { name: 'verification-mails:client', limit: 10, windowMs: HOUR },
  /** Password-reset mails asked for one e-mail address, and from one client address. */
  resetMailsPerAddress: { name: 'reset-mails:address', limit: 3, windowMs: HOUR },
  resetMailsPerClient: { name: 'reset-mails:client', limit: 10, windowMs: HOUR },
  /**
   * Sign-ups from one client address: each new account brings free words and a verification mail
   * to whatever address was typed. Enough for a class or an office signing up together.
   */
  signUpsPerClient: { name: 'sign-ups:client', limit: 20, windowMs: HOUR },
  /**
   * Files one user uploads (post images and documents, images pasted into the editor). A post
   * carries at most 9; this leaves room for many posts an hour while capping the storage one
   * account can fill.
   */
  mediaUploadsPerUser: { name: 'media-uploads:user', limit: 100, windowMs: HOUR },
  /**
   * "Refresh" on the insights page: each one reads every published post from LinkedIn (several
   * calls a post, against the member's own LinkedIn quota). The planned readings need none.
   */
  insightRefreshesPerUser: { name: 'insight-refreshes:user', limit: 12, windowMs: HOUR },
  /**
   * Reading one user's Google contacts (Gmail sharing's fetch and "Refresh"): each reads the whole
   * address book from the People API, against the app's Google quota.
   */
  googleContactsFetchesPerUser: { name: 'google-contacts-fetches:user', limit: 20, windowMs: HOUR },
  /**
   * Newsletter sign-ups from one client address (each may mail any address typed), and the
   * confirmation mails one address receives however many clients ask for it.
   */
  newsletterSubscribesPerClient: { name: 'newsletter-subscribes:client', limit: 10, windowMs: HOUR },
  newsletterMailsPerAddress: { name: 'newsletter-mails:address', limit: 3, windowMs: HOUR },
  /**
   * The article writer's "Check links": each one calls up to 50 outside addresses (plus the saved
   * links) on the user's behalf, so one account cannot turn the server into a request cannon.
   */
  articleLinkChecksPerUser: { name: 'article-link-checks:user', limit: 10, windowMs: MINUTE },
  /**
   * Runs of one tool by one visitor (a signed-in user by account, anyone else by client address):
   * each run calls the tool's webhook, so no one can turn a tool into a request cannon against
   * its owner's service. A person trying a tool out rarely needs more than a run a minute.
   */
  toolRunsPerClientPerTool: { name: 'tool-runs:client-tool', limit: 20, windowMs: 10 * MINUTE },
  /** Runs of all tools by one visitor: the same reason, across the whole tools site. */
  toolRunsPerClient: { name: 'tool-runs:client', limit: 100, windowMs: HOUR },
  /**
   * Runs of AI tools by one visitor: they are free for visitors, and each costs the operator an
   * AI call, so they have a budget of their own below the general one.
   */
  aiToolRunsPerClient: { name: 'ai-tool-runs:client', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;
