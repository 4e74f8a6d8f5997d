import type { TUploadedMedia } from '@wordloom/shared/schemas/linkedin';
import { TOOL_MEDIA_BUCKET } from '@wordloom/shared/schemas/tools';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_MEDIA_AGE_MS, sweepOrphanMedia } from '../../server/src/features/media/service.ts';
import { signedInUser } from '../helpers/factories.ts';
import { PDF, png } from '../helpers/media-files.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/** Tool preview and social images: `POST /api/media/tools`, images only, kept while a tool shows them. */

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
  return fetch(`${baseUrl}/api/media/${TOOL_MEDIA_BUCKET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie, 'x-file-name': fileName },
    body: new Uint8Array(bytes),
  });
}

describe('tool image uploads', () => {
  it('stores an image in the tools bucket and serves it at the address it answers', async () => {
    const { userId, cookie } = await signedInUser(testApp.deps.db);
    const response = await upload(png(4, 3), cookie, 'preview.png');
    expect(response.status).toBe(201);
    const body = (await response.json()) as TUploadedMedia;
    expect(body.src).toMatch(new RegExp(`^/media/tools/${userId}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(`${baseUrl}${body.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a PDF with 415 UPLOAD_REFUSED', async () => {
    const { cookie } = await signedInUser(testApp.deps.db);
    const response = await upload(PDF, cookie, 'brochure.pdf');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UPLOAD_REFUSED' } });
  });

  it('keeps old images a tool shows (preview, OpenGraph, Twitter) through the orphan sweep, and deletes the unused one', async () => {
    const { db } = testApp.deps;
    const { cookie } = await signedInUser(db);
    const send = async () => (await (await upload(png(3, 3), cookie, 'img.png')).json()) as TUploadedMedia;
    const preview = await send();
    const ogImage = await send();
    const twitterImage = await send();
    const unused = await send();
    const tool = await db
      .insertInto('tools')
      .values({ name: 'Headline checker', slug: `headline-checker-${Date.now()}`, previewImage: preview.src })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('toolSeo')
      .values({ toolId: tool.id, ogImage: `http://localhost:3000${ogImage.src}`, twitterImage: twitterImage.src })
      .execute();
    const files = [preview, ogImage, twitterImage, unused];
    const keys = files.map((file) => file.src.slice(`/media/${TOOL_MEDIA_BUCKET}/`.length));
    // created_at is set by the database only; the test moves it back as a day passing would.
    const longAgo = new Date(Date.now() - ORPHAN_MEDIA_AGE_MS - 60_000);
    await sql`update media_files set created_at = ${longAgo} where key in (${sql.join(keys)})`.execute(db);

    expect(await sweepOrphanMedia(testApp.deps)).toBe(1);
    expect((await fetch(`${baseUrl}${unused.src}`)).status).toBe(404);
    for (const file of [preview, ogImage, twitterImage])
      expect((await fetch(`${baseUrl}${file.src}`)).status).toBe(200);
  });
});
