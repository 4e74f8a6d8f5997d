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
};

/** A failure services raise with a code the client turns into the spec's text. */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  /** A short English reason for logs and admins (e.g. which address the SSRF guard refused). */
  readonly detail: string | undefined;

  constructor(appCode: AppErrorCode, options: { cause?: unknown; detail?: string } = {}) {
    super({ code: TRPC_CODE_OF[appCode], message: appCode, cause: options.cause });
    this.appCode = appCode;
    this.detail = options.detail;
  }
}
