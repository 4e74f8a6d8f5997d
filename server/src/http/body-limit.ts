import type { NextFunction, Request, Response } from 'express';

/** JSON calls carry form fields and settings; nothing the API takes comes near a megabyte. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large: the limit is 1 MB.';

/**
 * Refuses a body announced larger than the limit before a byte of it is read. A body without a
 * Content-Length (chunked) is cut at the limit while it streams, by the tRPC adapter's maxBodySize.
 */
export function refuseLargeBodies(
  maxBytes: number,
  answer: { code: string; message: string } = { code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE_MESSAGE },
  /** Routes that read their body under a limit of their own (file uploads) pass by this one. */
  { except = [] }: { except?: readonly string[] } = {},
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (except.includes(req.path)) return next();
    const announced = Number(req.get('content-length') ?? 0);
    if (!(announced > maxBytes)) return next();
    // The unread body would keep the connection busy; the client must open a new one.
    res.set('Connection', 'close');
    res.status(413).json({ error: answer });
  };
}

/**
 * Reads a raw body into memory, up to `maxBytes`: null as soon as it grows past them (a chunked
 * body announces no length, so the limit is kept while it streams). The rest is left unread; the
 * caller answers with `Connection: close`.
 */
export function readBodyUpTo(req: Request, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanUp();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const cleanUp = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
