/**
 * LinkedIn's REST API failures, read into one error the publishing, scheduling and insights code
 * can decide on: what went wrong (`kind`), LinkedIn's own reason (`message`, `serviceErrorCode`,
 * `code`), and whether LinkedIn may have acted on the request at all (`requestSent`).
 */

export type LinkedInErrorKind =
  /** 401: the token expired, was revoked, or is not a token LinkedIn knows. The member must reconnect. */
  | 'expired_token'
  /** 403: the token lacks a scope (e.g. `r_member_postAnalytics`) or the member may not act on this entity. */
  | 'missing_scope'
  /** 422 whose message says the content duplicates an earlier post of the same author. */
  | 'duplicate'
  /** 429: LinkedIn's throttle; `retryAfterSeconds` says when to try again when LinkedIn said so. */
  | 'rate_limited'
  /** 5xx */
  | 'server'
  /** 404: the post (or other entity) does not exist, e.g. deleted on LinkedIn. */
  | 'not_found'
  /** Any other 4xx: the request itself is wrong (a missing field, an unsupported version). */
  | 'bad_request'
  /** No answer: the connection failed, the answer was cut off, or the call timed out. */
  | 'network';

/** The JSON body LinkedIn answers an error with (`{ status, serviceErrorCode, code, message }`). */
export interface LinkedInErrorBody {
  status?: number;
  serviceErrorCode?: number;
  code?: string;
  message?: string;
}

export interface LinkedInApiErrorInit {
  kind: LinkedInErrorKind;
  /** The HTTP status; null when no answer came. */
  status: number | null;
  message: string;
  serviceErrorCode?: number | null;
  code?: string | null;
  retryAfterSeconds?: number | null;
  /** The earlier post LinkedIn says this one duplicates, when its message names one. */
  duplicateOf?: string | null;
  requestSent: boolean;
  /** Which call failed, e.g. `createPost`, for logs. */
  operation: string;
  cause?: unknown;
}

export class LinkedInApiError extends Error {
  override readonly name = 'LinkedInApiError';
  readonly kind: LinkedInErrorKind;
  readonly status: number | null;
  readonly serviceErrorCode: number | null;
  readonly code: string | null;
  readonly retryAfterSeconds: number | null;
  readonly duplicateOf: string | null;
  /**
   * False only when the request certainly never left this process (the connection could not be
   * made), so LinkedIn cannot have acted on it. An HTTP error answer also means LinkedIn did not
   * act (see `outcomeUnknown`), but the request was sent.
   */
  readonly requestSent: boolean;
  readonly operation: string;

  constructor(init: LinkedInApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.serviceErrorCode = init.serviceErrorCode ?? null;
    this.code = init.code ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.duplicateOf = init.duplicateOf ?? null;
    this.requestSent = init.requestSent;
    this.operation = init.operation;
  }

  /**
   * The request left but no answer came back: for a create, LinkedIn may have made the post, so it
   * must not be retried blindly. An error answer (any status) means LinkedIn refused it.
   */
  get outcomeUnknown(): boolean {
    return this.kind === 'network' && this.requestSent;
  }

  /** Worth trying again later with the same request: throttled, LinkedIn's own failure, or no connection. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'server' || (this.kind === 'network' && !this.requestSent);
  }
}

export function isLinkedInApiError(error: unknown): error is LinkedInApiError {
  return error instanceof LinkedInApiError;
}

/** LinkedIn's words for a duplicate: "Content is a duplicate of urn:li:share:7…". */
const DUPLICATE_MESSAGE = /duplicate of (urn:li:[A-Za-z]+:[0-9A-Za-z_-]+)/i;

/** Retry-After in seconds (LinkedIn sends seconds; an HTTP date is read too). */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

function kindOfStatus(status: number, body: LinkedInErrorBody): LinkedInErrorKind {
  if (status === 401) return 'expired_token';
  if (status === 403) return 'missing_scope';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  if (status === 422 && (body.code === 'DUPLICATE_POST' || DUPLICATE_MESSAGE.test(body.message ?? ''))) {
    return 'duplicate';
  }
  return 'bad_request';
}

/** Reads an error answer (status not 2xx) into a LinkedInApiError. */
export async function errorFromResponse(response: Response, operation: string): Promise<LinkedInApiError> {
  const text = await response.text().catch(() => '');
  let body: LinkedInErrorBody = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as LinkedInErrorBody;
  } catch {
    // LinkedIn's gateways sometimes answer HTML or nothing; the status still says what happened.
  }
  const kind = kindOfStatus(response.status, body);
  const message =
    typeof body.message === 'string' && body.message.trim()
      ? body.message.trim()
      : `LinkedIn answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new LinkedInApiError({
    kind,
    status: response.status,
    message,
    serviceErrorCode: typeof body.serviceErrorCode === 'number' ? body.serviceErrorCode : null,
    code: typeof body.code === 'string' ? body.code : null,
    retryAfterSeconds: kind === 'rate_limited' ? parseRetryAfter(response.headers.get('retry-after')) : null,
    duplicateOf: kind === 'duplicate' ? (DUPLICATE_MESSAGE.exec(message)?.[1] ?? null) : null,
    requestSent: true,
    operation,
  });
}

/**
 * Connection failures that happen before any byte of the request is written: LinkedIn never saw it.
 * Anything else (a reset, a timeout while waiting, a cut-off answer) may come after LinkedIn acted.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
]);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A fetch that threw (no answer) as a LinkedInApiError of kind `network`. */
export function networkError(error: unknown, operation: string, timedOut: boolean): LinkedInApiError {
  const code = causeCode(error);
  const requestSent = timedOut || code === undefined || !NOT_SENT_CODES.has(code);
  const reason = timedOut ? 'LinkedIn did not answer in time' : `Could not reach LinkedIn${code ? ` (${code})` : ''}`;
  return new LinkedInApiError({ kind: 'network', status: null, message: reason, requestSent, operation, cause: error });
}
