import { TRPCError } from '@trpc/server';
import type { AppErrorCode } from '@wordloom/shared/errors';

type TrpcCode = TRPCError['code'];

const TRPC_CODE_OF: Record<AppErrorCode, TrpcCode> = {
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  INSUFFICIENT_WORDS: 'PAYMENT_REQUIRED',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  EMAIL_NOT_VERIFIED: 'FORBIDDEN',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_REQUESTS',
  EMAIL_TAKEN: 'CONFLICT',
  INVALID_VERIFICATION_LINK: 'BAD_REQUEST',
  EMAIL_ALREADY_VERIFIED: 'CONFLICT',
  INVALID_RESET_LINK: 'BAD_REQUEST',
  USER_NOT_FOUND: 'NOT_FOUND',
  ADMIN_ONLY: 'FORBIDDEN',
  WRONG_PASSWORD: 'BAD_REQUEST',
  LAST_SIGN_IN_METHOD: 'CONFLICT',
  URL_REFUSED: 'BAD_REQUEST',
  OUTBOUND_FAILED: 'BAD_GATEWAY',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  MAPPING_NOT_FOUND: 'NOT_FOUND',
  AI_PROVIDER_FAILED: 'BAD_GATEWAY',
  TOO_MANY_GENERATIONS: 'TOO_MANY_REQUESTS',
  POST_TOO_LONG: 'BAD_REQUEST',
  SCHEDULE_IN_PAST: 'BAD_REQUEST',
  POST_STATUS_CONFLICT: 'CONFLICT',
  UPLOAD_REFUSED: 'BAD_REQUEST',
  TOO_MANY_MEDIA: 'BAD_REQUEST',
  NO_READABLE_TEXT: 'BAD_REQUEST',
  LINKEDIN_PROFILE_FAILED: 'INTERNAL_SERVER_ERROR',
  LINKEDIN_NOT_CONNECTED: 'PRECONDITION_FAILED',
  LINKEDIN_TOKEN_FETCH_FAILED: 'INTERNAL_SERVER_ERROR',
  LINKEDIN_TOKEN_MISSING: 'PRECONDITION_FAILED',
  LINKEDIN_TOKEN_EXPIRED: 'PRECONDITION_FAILED',
  LINKEDIN_VALIDATION_FAILED: 'INTERNAL_SERVER_ERROR',
  LINKEDIN_PERMISSION_MISSING: 'FORBIDDEN',
  LINKEDIN_DUPLICATE_POST: 'CONFLICT',
  LINKEDIN_RATE_LIMITED: 'TOO_MANY_REQUESTS',
  LINKEDIN_PUBLISH_FAILED: 'BAD_GATEWAY',
  LINKEDIN_OUTCOME_UNKNOWN: 'CONFLICT',
};

/** A failure services raise with a code the client turns into the spec's text. */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  /** A short English reason for logs and admins (e.g. which address the SSRF guard refused). */
  readonly detail: string | undefined;
  /** How long to wait before trying again, when the refusal said (LinkedIn's `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    appCode: AppErrorCode,
    options: { cause?: unknown; detail?: string; retryAfterSeconds?: number | undefined } = {},
  ) {
    super({ code: TRPC_CODE_OF[appCode], message: appCode, cause: options.cause });
    this.appCode = appCode;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
