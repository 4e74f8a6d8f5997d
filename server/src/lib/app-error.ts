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
};

/** A failure services raise with a code the client turns into the spec's text. */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;

  constructor(appCode: AppErrorCode, options: { cause?: unknown } = {}) {
    super({ code: TRPC_CODE_OF[appCode], message: appCode, cause: options.cause });
    this.appCode = appCode;
  }
}
