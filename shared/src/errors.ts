/**
 * Error codes the server sends instead of prose; the client turns each into the exact
 * user text of the spec's error catalogue (§8), translated.
 */
export const AppErrorCode = {
  INTERNAL: 'INTERNAL',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** The user's balance cannot pay for what was asked; the client links to /subscription. */
  INSUFFICIENT_WORDS: 'INSUFFICIENT_WORDS',
  /** Wrong password, or no such account (never told apart, so accounts cannot be probed). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_VERIFICATION_LINK: 'INVALID_VERIFICATION_LINK',
  /** A verification link opened again after it worked: the address is verified, so offer to log in. */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  INVALID_RESET_LINK: 'INVALID_RESET_LINK',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  ADMIN_ONLY: 'ADMIN_ONLY',
  /** The current password given to change it was wrong. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** Disconnecting the last way to sign in would lock the user out. */
  LAST_SIGN_IN_METHOD: 'LAST_SIGN_IN_METHOD',
  /** An outbound URL the SSRF guard refuses; `detail` names the reason. */
  URL_REFUSED: 'URL_REFUSED',
  /** An outbound call failed: timeout, too large an answer, a network error; `detail` says which. */
  OUTBOUND_FAILED: 'OUTBOUND_FAILED',
  /** A per-minute limit of an HTTP request, or of generations, was reached. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** No enabled HTTP frontend mapping has the key (spec: "No mapping found for key"). */
  MAPPING_NOT_FOUND: 'MAPPING_NOT_FOUND',
  /** The AI provider failed (429, 500, malformed output, timeout); `detail` says how. */
  AI_PROVIDER_FAILED: 'AI_PROVIDER_FAILED',
  /** A user already has the most generations allowed at once running. */
  TOO_MANY_GENERATIONS: 'TOO_MANY_GENERATIONS',
  /** A LinkedIn post whose final text (as LinkedIn receives it) is over 3,000 characters. */
  POST_TOO_LONG: 'POST_TOO_LONG',
  /** A schedule time that is not in the future. */
  SCHEDULE_IN_PAST: 'SCHEDULE_IN_PAST',
  /** Only a draft can be scheduled, and only a scheduled post's schedule cancelled. */
  POST_STATUS_CONFLICT: 'POST_STATUS_CONFLICT',
  /** An uploaded file refused: its bytes are no image or PDF we take, or it is too large or too big in pixels. */
  UPLOAD_REFUSED: 'UPLOAD_REFUSED',
  /** A post may carry up to 9 images or one PDF, not both. */
  TOO_MANY_MEDIA: 'TOO_MANY_MEDIA',
  /** The page given to repurpose has no readable text (or could not be fetched). */
  NO_READABLE_TEXT: 'NO_READABLE_TEXT',
  /** Spec §5 access check: the user's profile could not be read. */
  LINKEDIN_PROFILE_FAILED: 'LINKEDIN_PROFILE_FAILED',
  /** Spec §5 access check: no LinkedIn member URN (LinkedIn never connected). */
  LINKEDIN_NOT_CONNECTED: 'LINKEDIN_NOT_CONNECTED',
  /** Spec §5 access check: the stored token could not be read (or opened). */
  LINKEDIN_TOKEN_FETCH_FAILED: 'LINKEDIN_TOKEN_FETCH_FAILED',
  /** Spec §5 access check: no LinkedIn token is stored. */
  LINKEDIN_TOKEN_MISSING: 'LINKEDIN_TOKEN_MISSING',
  /** Spec §5 access check: the token expired (or LinkedIn answered 401): reconnect. */
  LINKEDIN_TOKEN_EXPIRED: 'LINKEDIN_TOKEN_EXPIRED',
  /** Spec §5 access check: anything else that went wrong while checking. */
  LINKEDIN_VALIDATION_FAILED: 'LINKEDIN_VALIDATION_FAILED',
  /** LinkedIn refused the post (403): the token lacks the permission to post; reconnect and allow it. */
  LINKEDIN_PERMISSION_MISSING: 'LINKEDIN_PERMISSION_MISSING',
  /** LinkedIn refused the post as a repeat of one the member already published (422 duplicate). */
  LINKEDIN_DUPLICATE_POST: 'LINKEDIN_DUPLICATE_POST',
  /** LinkedIn limits how often the member posts (429); `retryAfterSeconds` says when to try again. */
  LINKEDIN_RATE_LIMITED: 'LINKEDIN_RATE_LIMITED',
  /** LinkedIn (or the publishing mapping) failed and did not create the post ("Publishing Failed"). */
  LINKEDIN_PUBLISH_FAILED: 'LINKEDIN_PUBLISH_FAILED',
  /** The create call left but its answer was lost: LinkedIn may have published the post. */
  LINKEDIN_OUTCOME_UNKNOWN: 'LINKEDIN_OUTCOME_UNKNOWN',
  /** The article does not exist, or the user may not see it (spec: "Blog post not found."). */
  BLOG_NOT_FOUND: 'BLOG_NOT_FOUND',
  /** Another article in the same language already uses the slug. */
  SLUG_TAKEN: 'SLUG_TAKEN',
  /** Gmail sharing: no Google account is connected (spec §8). */
  GOOGLE_NOT_CONNECTED: 'GOOGLE_NOT_CONNECTED',
  /** Gmail sharing: the Google token lacks the contacts read scope. */
  GOOGLE_CONTACTS_PERMISSION_MISSING: 'GOOGLE_CONTACTS_PERMISSION_MISSING',
  /** The Google token expired and could not be refreshed: reconnect. */
  GOOGLE_TOKEN_EXPIRED: 'GOOGLE_TOKEN_EXPIRED',
  /** The stored Google token could not be read (spec §8). */
  GOOGLE_TOKEN_FETCH_FAILED: 'GOOGLE_TOKEN_FETCH_FAILED',
  /** Google's People API failed while reading contacts. */
  GOOGLE_CONTACTS_FETCH_FAILED: 'GOOGLE_CONTACTS_FETCH_FAILED',
  /** A newsletter confirmation link that is unknown, used or expired. */
  INVALID_NEWSLETTER_LINK: 'INVALID_NEWSLETTER_LINK',
  /** The article writer session does not exist, or is another user's. */
  WRITER_SESSION_NOT_FOUND: 'WRITER_SESSION_NOT_FOUND',
  /** A writer step was run before the step it builds on (no keyword, title, outline or section yet). */
  WRITER_STEP_NOT_READY: 'WRITER_STEP_NOT_READY',
  /** A translation into the article's own language, or one its translation group already has. */
  TRANSLATION_EXISTS: 'TRANSLATION_EXISTS',
  /** The tool does not exist, or (for anyone but an admin) is not published (spec: "Failed to fetch tool details"). */
  TOOL_NOT_FOUND: 'TOOL_NOT_FOUND',
  /** Another tool already uses the slug. */
  TOOL_SLUG_TAKEN: 'TOOL_SLUG_TAKEN',
  /** Spec §5: "No webhook configured for this tool." */
  TOOL_NO_WEBHOOK: 'TOOL_NO_WEBHOOK',
  /** Spec §5: "No webhook URL configured." */
  TOOL_NO_WEBHOOK_URL: 'TOOL_NO_WEBHOOK_URL',
  /** A run whose values break the tool's field rules; `detail` names the first ("{label} is required"). */
  TOOL_INPUT_INVALID: 'TOOL_INPUT_INVALID',
  /** Too many runs from one address (per tool, or in all); `retryAfterSeconds` says when to try again. */
  TOOL_RUNS_LIMITED: 'TOOL_RUNS_LIMITED',
  /** The ticket does not exist, or is another user's. */
  TICKET_NOT_FOUND: 'TICKET_NOT_FOUND',
  /** An attachment that is not the user's own upload to the support bucket. */
  TICKET_ATTACHMENT_INVALID: 'TICKET_ATTACHMENT_INVALID',
  /** This server has no Stripe keys: the plans are shown but cannot be bought. */
  PAYMENTS_NOT_CONFIGURED: 'PAYMENTS_NOT_CONFIGURED',
  /** Stripe refused or did not answer while a checkout or the billing portal was being opened. */
  CHECKOUT_FAILED: 'CHECKOUT_FAILED',
  /** A plan checkout for a user who already has a plan: they change it in the billing portal. */
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
  /** The billing portal for a user who never paid (no Stripe customer). */
  NO_BILLING_ACCOUNT: 'NO_BILLING_ACCOUNT',
  /** Sign-in refused: an admin suspended the account. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** Taking the admin role from the only admin left. */
  LAST_ADMIN: 'LAST_ADMIN',
  /** An admin suspending or demoting their own account. */
  SELF_ACTION_REFUSED: 'SELF_ACTION_REFUSED',
  /** The free trial (2 blogs, 14 days) is used up and nothing was bought: a new article needs a plan or pack. */
  TRIAL_ENDED: 'TRIAL_ENDED',
  /** The removed-URL list already has this entry. */
  REMOVED_URL_EXISTS: 'REMOVED_URL_EXISTS',
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];
