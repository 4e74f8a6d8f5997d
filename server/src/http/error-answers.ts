import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';

const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/**
 * The client error an Express middleware meant (serve-static's 404, a bad request), told by its
 * `status` or `statusCode`; anything else is the server's own failure.
 */
function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const meant = status ?? statusCode;
  return typeof meant === 'number' && meant >= 400 && meant < 500 ? meant : 500;
}

/**
 * The last handler of the app: Express would otherwise answer a failed route outside tRPC with
 * the error's message and, outside production, its stack. The client gets the status, a generic
 * text and the request id; the details go to the log under the same id.
 */
export function answerErrors(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    if (status === 500) (req.log ?? logger).error({ err: error }, 'request failed');
    res.status(status).json({
      error: {
        message: status === 500 ? UNEXPECTED_ERROR_MESSAGE : STATUS_CODES[status],
        requestId: req.id?.toString() ?? null,
      },
    });
  };
}
