import { BLOG_MEDIA_BUCKET } from '@wordloom/shared/schemas/blog';
import type { TUploadedMedia } from '@wordloom/shared/schemas/linkedin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_MEDIA_AGE_MS, sweepOrphanMedia } from '../../server/src/features/media/service.ts';
import { createArticle } from '../helpers/blog.ts';
import { signedInUser } from '../helpers/factories.ts';
import { PDF, png } from '../helpers/media-files.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/** Featured images and images put in an article: `POST /api/media/blog-images`, images only, kept while an article uses them. */

let testApp: TestApp;
let baseUrl: string;
let closeServer: () => Promise<void>;

beforeAll(async () => {
  testApp = await createTestApp();
  const server = await listen(testApp.app);
  baseUrl = server.baseUrl;
  closeServer = server.close;
});

afterAll(async () => {
  await closeServer();
  await testApp.close();
});

function upload(bytes: Uint8Array, cookie: string, fileName: string) {
  return fetch(`${baseUrl}/api/media/${BLOG_MEDIA_BUCKET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie, 'x-file-name': fileName },
    body: new Uint8Array(bytes),
  });
}

async function filesOf(userId: string) {
  return testApp.deps.db.selectFrom('mediaFiles').select(['bucket', 'key']).where('userId', '=', userId).execute();
}

describe('blog image uploads', () => {
  it('stores an image in the blog-images bucket and serves it at the address it answers', async () => {
    const { userId, cookie } = await signedInUser(testApp.deps.db);
    const response = await upload(png(4, 3), cookie, 'cover.png');
    expect(response.status).toBe(201);
    const body = (await response.json()) as TUploadedMedia;
    expect(body).toMatchObject({ type: 'image', mimeType: 'image/png', fileName: 'cover.png' });
    expect(body.src).toMatch(new RegExp(`^/media/blog-images/${userId}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(`${baseUrl}${body.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a PDF with 415 UPLOAD_REFUSED and stores nothing', async () => {
    const { userId, cookie } = await signedInUser(testApp.deps.db);
    const response = await upload(PDF, cookie, 'brochure.pdf');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UPLOAD_REFUSED' } });
    expect(await filesOf(userId)).toEqual([]);
  });

  it('refuses a visitor without a session with 401', async () => {
    const response = await fetch(`${baseUrl}/api/media/${BLOG_MEDIA_BUCKET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(png(2, 2)),
    });
    expect(response.status).toBe(401);
  });
});

describe('the orphan sweep', () => {
  it('keeps old images an article uses as featured image or in its content, and deletes the unused one', async () => {
    const { db } = testApp.deps;
    const { userId, cookie } = await signedInUser(db);
    const send = async () => (await (await upload(png(3, 3), cookie, 'img.png')).json()) as TUploadedMedia;
    const featured = await send();
    const inContent = await send();
    const unused = await send();
    await createArticle(db, { authorId: userId, featuredImage: featured.src, title: 'Cover' });
    await createArticle(db, {
      authorId: userId,
      title: 'Inline',
      content: `<p>Chart:</p><img src="http://localhost:3000${inContent.src}" loading="lazy" />`,
    });
    const keys = [featured, inContent, unused].map((file) => file.src.slice(`/media/${BLOG_MEDIA_BUCKET}/`.length));
    // created_at is set by the database only; the test moves it back as a day passing would.
    const longAgo = new Date(Date.now() - ORPHAN_MEDIA_AGE_MS - 60_000);
    await sql`update media_files set created_at = ${longAgo} where key in (${sql.join(keys)})`.execute(db);

    expect(await sweepOrphanMedia(testApp.deps)).toBe(1);
    expect((await fetch(`${baseUrl}${unused.src}`)).status).toBe(404);
    for (const file of [featured, inContent]) expect((await fetch(`${baseUrl}${file.src}`)).status).toBe(200);
  });
});
