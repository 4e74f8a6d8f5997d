import { LINKEDIN_MEDIA_BUCKET, type TUploadedMedia } from '@wordloom/shared/schemas/linkedin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanMediaJob } from '../../server/src/features/media/jobs.ts';
import {
  describeMedia,
  ORPHAN_MEDIA_AGE_MS,
  ownsAllMedia,
  removeMedia,
  sweepOrphanMedia,
} from '../../server/src/features/media/service.ts';
import { RATE_LIMITS } from '../../server/src/features/rate-limits/policies.ts';
import { rateLimit } from '../../server/src/features/rate-limits/service.ts';
import { APP_JOBS } from '../../server/src/jobs/registry.ts';
import { signedInUser } from '../helpers/factories.ts';
import { ELF_EXECUTABLE, GIF_1x1, jpeg, PDF, png, WEBP_1x1, WINDOWS_EXECUTABLE } from '../helpers/media-files.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { type S3Mock, s3MockConfig, startS3Mock } from '../mocks/s3.ts';

const UPLOAD_PATH = '/api/media/linkedin-posts';

interface Served {
  app: TestApp;
  baseUrl: string;
  close(): Promise<void>;
}

async function serve(config: Record<string, string> = {}): Promise<Served> {
  const app = await createTestApp(config);
  const server = await listen(app.app);
  return {
    app,
    baseUrl: server.baseUrl,
    close: async () => {
      await server.close();
      await app.close();
    },
  };
}

function upload(
  served: Served,
  bytes: Uint8Array,
  { cookie, fileName, headers = {} }: { cookie?: string; fileName?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${served.baseUrl}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(cookie ? { cookie } : {}),
      ...(fileName ? { 'x-file-name': encodeURIComponent(fileName) } : {}),
      ...headers,
    },
    // A copy typed on a plain ArrayBuffer, as fetch's body type asks.
    body: new Uint8Array(bytes),
  });
}

/** What the user has stored: rows in media_files and objects of the database driver. */
async function storedFor(served: Served, userId: string) {
  const { db } = served.app.deps;
  const files = await db
    .selectFrom('mediaFiles')
    .select(['key', 'fileName', 'mimeType', 'size', 'width', 'height', 'bucket'])
    .where('userId', '=', userId)
    .execute();
  const objects = await db
    .selectFrom('storageObjects')
    .select(['key', 'contentType', 'size'])
    .where('key', 'like', `${userId}/%`)
    .execute();
  return { files, objects };
}

describe('uploads on the database driver', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it.each([
    ['photo.png', png(40, 30), 'image/png', 'png', 40, 30],
    ['Holiday snap.jpeg', jpeg(1200, 627), 'image/jpeg', 'jpg', 1200, 627],
    ['dance.gif', GIF_1x1, 'image/gif', 'gif', 1, 1],
    ['chart.webp', WEBP_1x1, 'image/webp', 'webp', 1, 1],
  ])(
    'accepts %s as an image, stores it and serves the same bytes back',
    async (fileName, bytes, mimeType, ext, width, height) => {
      const { userId, cookie } = await signedInUser(served.app.deps.db);
      const response = await upload(served, bytes, { cookie, fileName });
      expect(response.status).toBe(201);
      const body = (await response.json()) as TUploadedMedia;
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        src: expect.stringMatching(new RegExp(`^/media/linkedin-posts/${userId}/[0-9a-f-]{36}\\.${ext}$`)),
        fileName,
        mimeType,
        type: 'image',
        size: bytes.length,
      });

      const key = body.src.slice('/media/linkedin-posts/'.length);
      expect(await storedFor(served, userId)).toEqual({
        files: [{ key, fileName, mimeType, size: bytes.length, width, height, bucket: LINKEDIN_MEDIA_BUCKET }],
        objects: [{ key, contentType: mimeType, size: bytes.length }],
      });

      const served_ = await fetch(`${served.baseUrl}${body.src}`);
      expect(served_.status).toBe(200);
      expect(served_.headers.get('content-type')).toBe(mimeType);
      expect(served_.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served_.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served_.headers.get('content-disposition')).toBeNull();
      const etag = served_.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
      expect(Buffer.from(await served_.arrayBuffer()).equals(bytes)).toBe(true);

      // A browser that has it asks again with its ETag and gets "not modified".
      // (max-age=0 as a browser revalidating sends it; fetch would otherwise add no-cache, which skips the check.)
      const again = await fetch(`${served.baseUrl}${body.src}`, {
        headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    },
  );

  it('accepts a PDF as a document, served inline under its name', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const response = await upload(served, PDF, { cookie, fileName: 'Q3 résumé (final).pdf' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as TUploadedMedia;
    expect(body).toMatchObject({ fileName: 'Q3 résumé (final).pdf', mimeType: 'application/pdf', type: 'document' });
    expect(body.src).toMatch(new RegExp(`^/media/linkedin-posts/${userId}/[0-9a-f-]{36}\\.pdf$`));

    const file = await fetch(`${served.baseUrl}${body.src}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      "inline; filename*=UTF-8''Q3%20r%C3%A9sum%C3%A9%20%28final%29.pdf",
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await describeMedia(served.app.deps, { userId, urls: [body.src] })).toEqual([
      { src: body.src, type: 'document', mimeType: 'application/pdf', title: 'Q3 résumé (final).pdf', alt: '' },
    ]);
  });

  it.each([
    ['an ELF executable named photo.png', ELF_EXECUTABLE, 'photo.png'],
    ['a Windows executable named photo.png', WINDOWS_EXECUTABLE, 'photo.png'],
    ['a text file named notes.png', Buffer.from('just some words, not an image\n'), 'notes.png'],
    ['an empty file', Buffer.alloc(0), 'empty.jpg'],
  ])('refuses %s with 415 and stores nothing', async (_what, bytes, fileName) => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const response = await upload(served, bytes, { cookie, fileName, headers: { 'content-type': 'image/png' } });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'UPLOAD_REFUSED',
        message: 'Only JPEG, PNG, GIF and WebP images and PDF documents can be attached.',
      },
    });
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const oversized = Buffer.concat([png(40, 30), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(served, oversized, { cookie, fileName: 'huge.png' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'UPLOAD_REFUSED', message: 'An image can be at most 5 MB.' },
    });
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('refuses a body over the upload limit before reading it, and stores nothing', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const response = await upload(served, Buffer.alloc(21 * 1024 * 1024), { cookie, fileName: 'big.pdf' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'UPLOAD_REFUSED', message: 'The file is too large: the limit is 20 MB.' },
    });
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('cuts a body sent without a length (chunked) at the upload limit, and stores nothing', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    // 60 MB offered one megabyte at a time, with no Content-Length announced.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 60) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const answer = await fetch(`${served.baseUrl}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', cookie },
      body,
      duplex: 'half',
    } as RequestInit)
      .then(async (response) => ({ status: response.status, body: await response.json() }))
      // The server may close the connection before the client has finished sending.
      .catch(() => null);
    if (answer) {
      expect(answer).toEqual({
        status: 413,
        body: { error: { code: 'UPLOAD_REFUSED', message: 'The file is too large: the limit is 20 MB.' } },
      });
    }
    expect(sent).toBeLessThan(60);
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('refuses uploads past the per-user limit with 429 and stores nothing', async () => {
    const { db } = served.app.deps;
    const { userId, cookie } = await signedInUser(db);
    const limit = rateLimit(RATE_LIMITS.mediaUploadsPerUser, userId);
    // The hour's uploads used up, as a hundred earlier ones would have.
    await db
      .insertInto('rateLimits')
      .values({ key: limit.key, hits: limit.limit, windowEndsAt: new Date(Date.now() + 30 * 60_000) })
      .execute();
    const response = await upload(served, png(4, 4), { cookie, fileName: 'one-more.png' });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many uploads: try again later.' },
    });
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('refuses an image of 36,152,320 pixels or more with 413', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const response = await upload(served, png(6100, 6000), { cookie, fileName: 'panorama.png' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'UPLOAD_REFUSED', message: 'An image must have fewer than 36,152,320 pixels.' },
    });
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('refuses an anonymous upload with 401', async () => {
    const response = await upload(served, png(4, 4), { fileName: 'photo.png' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to upload files.' } });
  });

  it('refuses a cross-site upload with 403 and stores nothing', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const fromAnotherSite = await upload(served, png(4, 4), {
      cookie,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromAnotherSite.status).toBe(403);
    const withForeignOrigin = await upload(served, png(4, 4), {
      cookie,
      headers: { origin: 'https://attacker.example' },
    });
    expect(withForeignOrigin.status).toBe(403);
    expect(await storedFor(served, userId)).toEqual({ files: [], objects: [] });
  });

  it('keeps the JSON rule for the API: a non-JSON tRPC call is still refused', async () => {
    const response = await fetch(`${served.baseUrl}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  it('names a file without a name after its type, and keeps only the last part of a path', async () => {
    const { cookie } = await signedInUser(served.app.deps.db);
    const unnamed = (await (await upload(served, png(2, 2), { cookie })).json()) as TUploadedMedia;
    expect(unnamed.fileName).toBe('upload.png');
    const withPath = (await (
      await upload(served, png(2, 2), { cookie, fileName: '../../etc/passwd.png' })
    ).json()) as TUploadedMedia;
    expect(withPath.fileName).toBe('passwd.png');
  });

  it('answers 404 for a file that is not there, and for addresses no upload makes', async () => {
    const { userId } = await signedInUser(served.app.deps.db);
    for (const path of [
      `/media/linkedin-posts/${userId}/${crypto.randomUUID()}.png`,
      `/media/linkedin-posts/${userId}/..%2F..%2Fsecrets.png`,
      `/media/other-bucket/${userId}/${crypto.randomUUID()}.png`,
    ]) {
      const response = await fetch(`${served.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('describeMedia gives the user’s own files in the order asked, and leaves out another user’s', async () => {
    const alice = await signedInUser(served.app.deps.db);
    const bob = await signedInUser(served.app.deps.db);
    const first = (await (
      await upload(served, png(3, 3), { cookie: alice.cookie, fileName: 'a.png' })
    ).json()) as TUploadedMedia;
    const second = (await (
      await upload(served, GIF_1x1, { cookie: alice.cookie, fileName: 'b.gif' })
    ).json()) as TUploadedMedia;
    const bobs = (await (
      await upload(served, png(3, 3), { cookie: bob.cookie, fileName: 'bob.png' })
    ).json()) as TUploadedMedia;

    const described = await describeMedia(served.app.deps, {
      userId: alice.userId,
      urls: [second.src, bobs.src, 'https://elsewhere.example/x.png', first.src],
    });
    expect(described).toEqual([
      { src: second.src, type: 'image', mimeType: 'image/gif', title: 'b.gif', alt: '' },
      { src: first.src, type: 'image', mimeType: 'image/png', title: 'a.png', alt: '' },
    ]);
    expect(await ownsAllMedia(served.app.deps, { userId: alice.userId, urls: [first.src, second.src] })).toBe(true);
    expect(await ownsAllMedia(served.app.deps, { userId: alice.userId, urls: [first.src, bobs.src] })).toBe(false);
  });

  it('removeMedia deletes the user’s bytes and rows, and ignores another user’s file', async () => {
    const alice = await signedInUser(served.app.deps.db);
    const bob = await signedInUser(served.app.deps.db);
    const own = (await (await upload(served, png(3, 3), { cookie: alice.cookie })).json()) as TUploadedMedia;
    const kept = (await (await upload(served, png(3, 3), { cookie: alice.cookie })).json()) as TUploadedMedia;
    const bobs = (await (await upload(served, png(3, 3), { cookie: bob.cookie })).json()) as TUploadedMedia;

    await removeMedia(served.app.deps, { userId: alice.userId, urls: [own.src, bobs.src] });

    expect((await fetch(`${served.baseUrl}${own.src}`)).status).toBe(404);
    expect((await fetch(`${served.baseUrl}${kept.src}`)).status).toBe(200);
    expect((await fetch(`${served.baseUrl}${bobs.src}`)).status).toBe(200);
    const aliceStored = await storedFor(served, alice.userId);
    expect(aliceStored.files.map((file) => `/media/linkedin-posts/${file.key}`)).toEqual([kept.src]);
    expect(aliceStored.objects.map((object) => `/media/linkedin-posts/${object.key}`)).toEqual([kept.src]);
    expect((await storedFor(served, bob.userId)).files).toHaveLength(1);
  });
});

describe('the orphan sweep', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it('is a daily job of the app', () => {
    expect(APP_JOBS).toContain(sweepOrphanMediaJob);
    expect(sweepOrphanMediaJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('deletes an old file no post refers to, and keeps attached, pasted and recent ones', async () => {
    const { db } = served.app.deps;
    const { userId, cookie } = await signedInUser(db);
    const send = async () => (await (await upload(served, png(3, 3), { cookie })).json()) as TUploadedMedia;
    const orphan = await send();
    const attached = await send();
    const pasted = await send();
    const recent = await send();
    await db
      .insertInto('linkedinPosts')
      .values([
        { userId, content: 'A post with a picture', mediaUrls: [attached.src] },
        { userId, content: `Pasted in the text: ![chart](http://localhost:3000${pasted.src})` },
      ])
      .execute();
    const dayAndAMinute = ORPHAN_MEDIA_AGE_MS + 60_000;
    const uploadedLongAgo = new Date(Date.now() - dayAndAMinute);
    const oldKeys = [orphan, attached, pasted].map((file) => file.src.slice('/media/linkedin-posts/'.length));
    // created_at is set by the database only; the test moves it back as a day passing would.
    await sql`update media_files set created_at = ${uploadedLongAgo} where key in (${sql.join(oldKeys)})`.execute(db);

    expect(await sweepOrphanMedia(served.app.deps)).toBe(1);

    expect((await fetch(`${served.baseUrl}${orphan.src}`)).status).toBe(404);
    for (const file of [attached, pasted, recent]) {
      expect((await fetch(`${served.baseUrl}${file.src}`)).status, file.src).toBe(200);
    }
    const left = await storedFor(served, userId);
    expect(left.files).toHaveLength(3);
    expect(left.objects).toHaveLength(3);
  });
});

describe('uploads on the S3 driver', () => {
  let mock: S3Mock;
  let served: Served;
  beforeAll(async () => {
    mock = await startS3Mock();
    served = await serve(s3MockConfig(mock));
  });
  afterAll(async () => {
    await served.close();
    await mock.close();
  });

  it('stores the bytes in the S3 bucket under linkedin-posts/, the row in the database, and serves them', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const image = jpeg(800, 600);
    const response = await upload(served, image, { cookie, fileName: 'team.jpg' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as TUploadedMedia;
    const key = body.src.slice('/media/linkedin-posts/'.length);

    const object = mock.objects.get(`linkedin-posts/${key}`);
    expect(object?.contentType).toBe('image/jpeg');
    expect(object?.bytes.equals(image)).toBe(true);
    expect(await storedFor(served, userId)).toEqual({
      files: [
        {
          key,
          fileName: 'team.jpg',
          mimeType: 'image/jpeg',
          size: image.length,
          width: 800,
          height: 600,
          bucket: 'linkedin-posts',
        },
      ],
      objects: [],
    });

    const file = await fetch(`${served.baseUrl}${body.src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);

    await removeMedia(served.app.deps, { userId, urls: [body.src] });
    expect(mock.objects.has(`linkedin-posts/${key}`)).toBe(false);
    expect((await storedFor(served, userId)).files).toEqual([]);
  });

  it('stores nothing when S3 refuses the object', async () => {
    const { userId, cookie } = await signedInUser(served.app.deps.db);
    const before = mock.objects.size;
    mock.failNext(503, 'SlowDown', 'Please reduce your request rate.');
    const response = await upload(served, png(5, 5), { cookie, fileName: 'busy.png' });
    expect(response.status).toBe(500);
    expect(mock.objects.size).toBe(before);
    expect((await storedFor(served, userId)).files).toEqual([]);
  });
});
