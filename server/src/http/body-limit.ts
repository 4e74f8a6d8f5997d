import type { NextFunction, Request, Response } from 'express';

/** JSON calls carry form fields and settings; nothing the API takes comes near a megabyte. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large: the limit is 1 MB.';

/**
 * Refuses a body announced larger than the limit before a byte of it is read. A body without a
 * Content-Length (chunked) is cut at the limit while it streams, by the tRPC adapter's maxBodySize.
 */
export function refuseLargeBodies(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const announced = Number(req.get('content-length') ?? 0);
    if (!(announced > maxBytes)) return next();
    // The unread body would keep the connection busy; the client must open a new one.
    res.set('Connection', 'close');
    res.status(413).json({ error: { code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE_MESSAGE } });
  };
}
