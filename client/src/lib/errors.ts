/**
 * The one place that reads a failed call to the API: its AppErrorCode, the server's detail and
 * field errors, and the spec's text for each code (§8), which a screen may override where the spec
 * gives it a text of its own.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@wordloom/server/trpc/app-router';
import { MAX_CONCURRENT_GENERATIONS } from '@wordloom/shared/constants';
import { AppErrorCode } from '@wordloom/shared/errors';

/** A failed call to the API, typed by what the server's error formatter puts in `data`. */
export type AppRouterError = TRPCClientError<AppRouter>;

export function isAppRouterError(error: unknown): error is AppRouterError {
  return error instanceof TRPCClientError;
}

/** The code the server answered with; null when the call never got an answer. */
export function appErrorCode(error: unknown): AppErrorCode | null {
  return isAppRouterError(error) ? (error.data?.appError ?? null) : null;
}

/** The server's short English reason (which address was refused…), sent to admins only. */
export function appErrorDetail(error: unknown): string | null {
  return isAppRouterError(error) ? (error.data?.appErrorDetail ?? null) : null;
}

/** Seconds after which a refused call may be tried again (LinkedIn's Retry-After), when the server knows. */
export function appErrorRetryAfterSeconds(error: unknown): number | null {
  return isAppRouterError(error) ? (error.data?.retryAfterSeconds ?? null) : null;
}

/** The first rule each field broke, by field name, as the server's schema reported it. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors: Partial<Record<string, string[]>> =
    (isAppRouterError(error) && error.data?.zodError?.fieldErrors) || {};
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, codes]) => (codes?.[0] ? [[field, codes[0]]] : [])),
  );
}

/** A call that got no answer from the API (the connection failed), so it carries none of the server's data. */
export function isNetworkFailure(error: unknown): boolean {
  return isAppRouterError(error) && !error.data;
}

/**
 * Spec §8 Global: "query errors with network or 500 messages" lead to /server-error. The API's
 * errors say so by their status; anything else thrown on the way (a fetch of a page's code, say)
 * only by its message, which is all the spec's rule has to go on.
 */
const SERVER_FAILURE_MESSAGE = /network|failed to fetch|load failed|\b500\b|internal server error/i;

export function isServerFailure(error: unknown): boolean {
  if (isAppRouterError(error)) return !error.data || error.data.httpStatus >= 500;
  return SERVER_FAILURE_MESSAGE.test(error instanceof Error ? error.message : String(error));
}

/** The texts a screen gives some codes instead of the catalogue's; INTERNAL is its own "… failed" text. */
export type ErrorOverrides = Partial<Record<AppErrorCode, MessageDescriptor>>;

const NETWORK_ERROR = msg`Network error. Please check your connection and try again.`;

/**
 * Every code's text. `<0>…</0>` marks the link to the Subscription page (see ErrorText), which
 * texts shown with `i18n._` must not use.
 */
const CATALOGUE: Record<AppErrorCode, MessageDescriptor> = {
  INTERNAL: msg`An unexpected error occurred.`,
  NOT_FOUND: msg`This item no longer exists.`,
  VALIDATION: msg`Some inputs are not valid. Check the form and try again.`,
  UNAUTHENTICATED: msg`Authentication required`,
  FORBIDDEN: msg`You do not have permission to do this.`,
  INSUFFICIENT_WORDS: msg`You do not have enough words for this. Get more words on the <0>Subscription page</0>.`,
  INVALID_CREDENTIALS: msg`Invalid email or password. Please check your credentials and try again.`,
  EMAIL_NOT_VERIFIED: msg`Please verify your email address before logging in. Check your email for the verification link.`,
  TOO_MANY_ATTEMPTS: msg`Too many login attempts. Please wait a few minutes and try again.`,
  EMAIL_TAKEN: msg`An account with this email already exists. Please try logging in instead.`,
  INVALID_VERIFICATION_LINK: msg`Invalid verification link. Please check your email for the correct link.`,
  EMAIL_ALREADY_VERIFIED: msg`This email address is already verified. You can log in.`,
  INVALID_RESET_LINK: msg`Invalid or expired reset link. Please request a new password reset.`,
  USER_NOT_FOUND: msg`User not found`,
  ADMIN_ONLY: msg`Only administrators can do this.`,
  WRONG_PASSWORD: msg`Current password is incorrect.`,
  LAST_SIGN_IN_METHOD: msg`Set a password before disconnecting your only sign-in method.`,
  URL_REFUSED: msg`This address may not be called: only public http and https addresses are allowed.`,
  OUTBOUND_FAILED: msg`The endpoint did not answer properly.`,
  RATE_LIMITED: msg`Too many requests in a short time. Please wait a minute and try again.`,
  MAPPING_NOT_FOUND: msg`No mapping found for key`,
  AI_PROVIDER_FAILED: msg`The AI provider failed. Please try again.`,
  TOO_MANY_GENERATIONS: msg`You already have ${MAX_CONCURRENT_GENERATIONS} generations running. Wait for one to finish and try again.`,
  POST_TOO_LONG: msg`LinkedIn posts can have up to 3,000 characters. Shorten the post and try again.`,
  SCHEDULE_IN_PAST: msg`Choose a time in the future.`,
  POST_STATUS_CONFLICT: msg`This post has changed meanwhile. Reload the page and try again.`,
  UPLOAD_REFUSED: msg`Failed to upload file`,
  TOO_MANY_MEDIA: msg`A post can carry up to 9 images or one PDF document.`,
  NO_READABLE_TEXT: msg`No readable text was found at that address. Paste the text instead.`,
  LINKEDIN_PROFILE_FAILED: msg`Failed to fetch user profile. Please try again.`,
  LINKEDIN_NOT_CONNECTED: msg`LinkedIn account not connected. Please connect your LinkedIn account.`,
  LINKEDIN_TOKEN_FETCH_FAILED: msg`Failed to fetch LinkedIn token. Please try again.`,
  LINKEDIN_TOKEN_MISSING: msg`LinkedIn token not found. Please connect your LinkedIn account.`,
  LINKEDIN_TOKEN_EXPIRED: msg`LinkedIn token has expired. Please reconnect your LinkedIn account.`,
  LINKEDIN_VALIDATION_FAILED: msg`Validation failed. Please try again.`,
  LINKEDIN_PERMISSION_MISSING: msg`LinkedIn did not allow Wordloom to post for you. Please reconnect your LinkedIn account and allow posting.`,
  LINKEDIN_DUPLICATE_POST: msg`LinkedIn refused this post because it repeats a post you already published. Change the text and try again.`,
  LINKEDIN_RATE_LIMITED: msg`LinkedIn is limiting how often you can post right now. Please wait a while and try again.`,
  LINKEDIN_PUBLISH_FAILED: msg`Failed to publish to LinkedIn. Please try again.`,
  LINKEDIN_OUTCOME_UNKNOWN: msg`This post may have been published on LinkedIn. Open your LinkedIn activity to check, then mark it as published or publish it again.`,
  BLOG_NOT_FOUND: msg`Blog post not found.`,
  SLUG_TAKEN: msg`Another article in this language already uses this slug. Choose another one.`,
  GOOGLE_NOT_CONNECTED: msg`No Google account connected`,
  GOOGLE_CONTACTS_PERMISSION_MISSING: msg`Permission Required`,
  GOOGLE_TOKEN_EXPIRED: msg`Google token has expired. Please reconnect your Google account.`,
  GOOGLE_TOKEN_FETCH_FAILED: msg`Failed to retrieve Google authentication token.`,
  GOOGLE_CONTACTS_FETCH_FAILED: msg`Failed to fetch contacts`,
  INVALID_NEWSLETTER_LINK: msg`This confirmation link is invalid or has expired. Please subscribe again.`,
  WRITER_SESSION_NOT_FOUND: msg`This article draft was not found. Start a new article from the Article Writer.`,
  WRITER_STEP_NOT_READY: msg`Complete the previous step first.`,
  TRANSLATION_EXISTS: msg`This article already has a version in that language.`,
  TOOL_NOT_FOUND: msg`Failed to fetch tool details`,
  TOOL_SLUG_TAKEN: msg`Another tool already uses this slug. Choose another one.`,
  TOOL_NO_WEBHOOK: msg`No webhook configured for this tool.`,
  TOOL_NO_WEBHOOK_URL: msg`No webhook URL configured.`,
  TOOL_INPUT_INVALID: msg`Some fields are not filled in correctly. Check the form and try again.`,
  TOOL_RUNS_LIMITED: msg`This tool has been run many times from your connection in a short while. Please wait a few minutes and try again.`,
  TICKET_NOT_FOUND: msg`This ticket was not found.`,
  TICKET_ATTACHMENT_INVALID: msg`One of the attached files could not be used. Upload it again and retry.`,
  PAYMENTS_NOT_CONFIGURED: msg`Payments are not configured on this server, so plans and word packs cannot be bought here. An administrator can still add words to your account.`,
  CHECKOUT_FAILED: msg`The payment page could not be opened. Please try again in a moment.`,
  ALREADY_SUBSCRIBED: msg`You already have a plan. Change or cancel it with Manage billing.`,
  NO_BILLING_ACCOUNT: msg`There is nothing to manage yet: you have not bought a plan or a word pack.`,
  ACCOUNT_SUSPENDED: msg`This account has been suspended. Contact support if you think this is a mistake.`,
  LAST_ADMIN: msg`This is the last administrator. Make another user an admin first.`,
  SELF_ACTION_REFUSED: msg`You cannot do this to your own account.`,
  TRIAL_ENDED: msg`Your free trial has ended. Choose a plan or buy a word pack on the <0>Subscription page</0> to create more articles.`,
  REMOVED_URL_EXISTS: msg`This URL is already in the list.`,
};

/** The text of a code: the screen's own, else the catalogue's. */
export function appErrorText(code: AppErrorCode, overrides: ErrorOverrides = {}): MessageDescriptor {
  return overrides[code] ?? CATALOGUE[code];
}

/** The text of a failed call: no connection, or its code's (a failure without a code counts as INTERNAL). */
export function errorMessage(error: unknown, overrides: ErrorOverrides = {}): MessageDescriptor {
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  return appErrorText(appErrorCode(error) ?? AppErrorCode.INTERNAL, overrides);
}
