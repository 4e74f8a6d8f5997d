import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZWriterSessionState } from '@wordloom/shared/schemas/article-writer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../../server/src/features/article-writer/queries.ts';
import { signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The writer's "Check links" (issue 14 point 3): the generated article's outbound links up to
 * the chosen count and the saved links, each once, checked and kept in the session.
 */

let testApp: TestApp;
let server: Server;
let site = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(req.url?.startsWith('/gone') ? 404 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The local site stands for the web: loopback is allowed as in development.
  testApp = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await testApp.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A session at the generated-article step whose article links to `paths` of the local site. */
async function sessionWithArticle(
  userId: string,
  { paths, count = 10, saved = [] }: { paths: string[]; count?: number; saved?: string[] },
) {
  const links = paths.map((path, index) => `[source ${index + 1}](${site}${path})`).join(' and ');
  const state = ZWriterSessionState.parse({
    keywordForm: { keyword: 'hand looms', brokenLinks: true, brokenLinkCount: count },
    generatedArticle: {
      title: 'Hand looms',
      sections: [
        { id: 'intro', kind: 'introduction', heading: '', markdown: `Looms are old. See ${links}.` },
        { id: 's1', kind: 'section', heading: 'History', markdown: 'Our [pricing](/pricing) is not checked.' },
      ],
    },
    savedBrokenLinks: saved.map((url) => ({ url })),
  });
  return insertSession(testApp.deps.db, userId, {
    step: 'generated-article',
    keyword: 'hand looms',
    title: 'Hand looms',
    state,
  });
}

describe('articleWriter.checkLinks', () => {
  it('checks the article links and the saved ones, and keeps the results in the session', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWithArticle(user.userId, { paths: ['/fine', '/gone/page'], saved: [`${site}/saved`] });

    const checked = await user.caller.articleWriter.checkLinks({ sessionId: session.id });

    const expected = [
      { url: `${site}/fine`, status: 'working', httpStatus: 200, finalUrl: null },
      { url: `${site}/gone/page`, status: 'broken', httpStatus: 404, finalUrl: null },
      { url: `${site}/saved`, status: 'working', httpStatus: 200, finalUrl: null },
    ];
    expect(checked.state.brokenLinkResults).toMatchObject(expected);
    const again = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(again.state.brokenLinkResults).toMatchObject(expected);
    expect(again.revision).toBe(session.revision + 1);
  });

  it('checks no more article links than the chosen count, and a saved link already in the article once', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWithArticle(user.userId, {
      paths: ['/one', '/two', '/three'],
      count: 2,
      saved: [`${site}/one`, `${site}/extra`],
    });
    seen.length = 0;

    const checked = await user.caller.articleWriter.checkLinks({ sessionId: session.id });

    expect(checked.state.brokenLinkResults.map((result) => result.url)).toEqual([
      `${site}/one`,
      `${site}/two`,
      `${site}/extra`,
    ]);
    expect(seen.toSorted()).toEqual(['HEAD /extra', 'HEAD /one', 'HEAD /two']);
  });

  it("another user's session is WRITER_SESSION_NOT_FOUND and is not checked", async () => {
    const owner = await signedInCaller(testApp.deps);
    const stranger = await signedInCaller(testApp.deps);
    const session = await sessionWithArticle(owner.userId, { paths: ['/private-check'] });
    seen.length = 0;

    await expect(stranger.caller.articleWriter.checkLinks({ sessionId: session.id })).rejects.toMatchObject({
      message: 'WRITER_SESSION_NOT_FOUND',
    });
    expect(seen).toEqual([]);
    const untouched = await owner.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(untouched.state.brokenLinkResults).toEqual([]);
  });

  it('allows 10 checks a minute per user', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWithArticle(user.userId, { paths: [] });
    for (let check = 0; check < 10; check += 1) await user.caller.articleWriter.checkLinks({ sessionId: session.id });

    await expect(user.caller.articleWriter.checkLinks({ sessionId: session.id })).rejects.toMatchObject({
      message: 'RATE_LIMITED',
    });
  });
});
