import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible server for tests: a real HTTP server on loopback speaking the S3 REST API
 * (path-style addressing, `/{bucket}/{key}`) as AWS S3, R2 and MinIO do for what the app uses:
 * PutObject (with `If-None-Match: *`: 412 PreconditionFailed on an existing key), GetObject,
 * HeadObject and DeleteObject (204 even for a missing key). Every request must be signed with AWS
 * Signature V4 by the configured key pair (the signature is recomputed and compared) and carry
 * `x-amz-content-sha256`, which must match the body when it is not UNSIGNED-PAYLOAD. Errors come
 * with S3's statuses and XML bodies (`<Error><Code>NoSuchKey</Code>…`).
 */
export interface S3Mock {
  /** The endpoint to configure (`S3_ENDPOINT`), with path-style addressing. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key inside the bucket. */
  objects: Map<string, { bytes: Buffer; contentType: string; etag: string }>;
  /** Every request received, in order. */
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }>;
  /** The next request is answered with this S3 error instead (a service outage, throttling). */
  failNext(status: number, code: string, message: string): void;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function errorXml(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
}

function sendError(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status;
  // A HEAD answer has no body, as S3 does.
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/xml');
  res.end(errorXml(code, message, req.url ?? '/'));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks the request's SigV4 signature as S3 does; an error code and message, or null when valid. */
function checkSignature(
  req: IncomingMessage,
  { accessKeyId, secretAccessKey, region }: { accessKeyId: string; secretAccessKey: string; region: string },
): { status: number; code: string; message: string } | null {
  const authorization = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const [, keyId, date, signedRegion, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  if (signedRegion !== region) {
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: `the region '${signedRegion}' is wrong` };
  }
  const payloadHash = req.headers['x-amz-content-sha256'];
  const amzDate = req.headers['x-amz-date'];
  if (typeof payloadHash !== 'string' || typeof amzDate !== 'string') {
    return {
      status: 400,
      code: 'InvalidRequest',
      message: 'Missing required header for this request: x-amz-content-sha256',
    };
  }
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const headerNames = signedHeaders!.split(';');
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-content-sha256')) {
    return { status: 403, code: 'AccessDenied', message: 'host and x-amz-content-sha256 must be signed' };
  }
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${signedRegion}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), signedRegion!), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  if (expected !== signature) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}

export async function startS3Mock({
  bucket = 'wordloom-test',
  region = 'us-east-1',
  accessKeyId = 'AKIAWORDLOOMTEST',
  secretAccessKey = 'test-secret-key-that-signs-requests',
}: {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
} = {}): Promise<S3Mock> {
  const objects: S3Mock['objects'] = new Map();
  const requests: S3Mock['requests'] = [];
  let injected: { status: number; code: string; message: string } | null = null;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
    const body = await readBody(req);
    if (injected) {
      const { status, code, message } = injected;
      injected = null;
      sendError(req, res, status, code, message);
      return;
    }
    const refused = checkSignature(req, { accessKeyId, secretAccessKey, region });
    if (refused) {
      sendError(req, res, refused.status, refused.code, refused.message);
      return;
    }
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
      sendError(
        req,
        res,
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
      return;
    }
    const [, requestedBucket = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (decodeURIComponent(requestedBucket) !== bucket) {
      sendError(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      return;
    }
    if (!key) {
      sendError(req, res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      return;
    }
    const existing = objects.get(key);
    switch (req.method) {
      case 'PUT': {
        if (req.headers['if-none-match'] === '*' && existing) {
          sendError(
            req,
            res,
            412,
            'PreconditionFailed',
            'At least one of the pre-conditions you specified did not hold',
          );
          return;
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          bytes: body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
        });
        res.writeHead(200, { ETag: etag }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        if (!existing) {
          sendError(req, res, 404, 'NoSuchKey', 'The specified key does not exist.');
          return;
        }
        res.writeHead(200, {
          'Content-Type': existing.contentType,
          'Content-Length': existing.bytes.length,
          ETag: existing.etag,
        });
        res.end(req.method === 'GET' ? existing.bytes : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        sendError(req, res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failNext(status, code, message) {
      injected = { status, code, message };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's configuration for the S3 driver pointed at this mock. */
export function s3MockConfig(mock: S3Mock): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: mock.url,
    S3_REGION: mock.region,
    S3_BUCKET: mock.bucket,
    S3_ACCESS_KEY_ID: mock.accessKeyId,
    S3_SECRET_ACCESS_KEY: mock.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
