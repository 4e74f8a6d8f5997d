import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recheckArticleLinksJob } from '../../server/src/features/article-links/jobs.ts';
import { ARTICLES_PER_PAGE } from '../../server/src/features/article-links/service.ts';
import { readOutbox } from '../../server/src/lib/mail.ts';
import { createArticle } from '../helpers/blog.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The weekly recheck of published articles' links (issue 14 point 3): each link's state kept,
 * the author told once of a link that broke, a draft left alone.
 */

let testApp: TestApp;
let server: Server;
let site = '';
const seen: string[] = [];
/** Paths the local site answers 404 to; the rest answer 200. */
const gone = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(gone.has(req.url ?? '') ? 404 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  testApp = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await testApp.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
});

/** Runs the weekly recheck now, as its schedule would, and every job it leads to. */
async function runWeeklyRecheck() {
  const { deps } = testApp;
  await deps.jobs.enqueue(deps.db, recheckArticleLinksJob, null);
  await deps.jobs.runDue(deps);
}

async function brokenLinkMailsTo(to: string) {
  const mails = await readOutbox(testApp.deps, { limit: 500 });
  return mails.filter((mail) => mail.to === to && mail.kind === 'article_links_broken');
}

async function checksOf(postId: string) {
  return testApp.deps.db
    .selectFrom('articleLinkChecks')
    .select(['url', 'status', 'httpStatus', 'brokeAt', 'notifiedAt'])
    .where('postId', '=', postId)
    .orderBy('url')
    .execute();
}

const anchor = (path: string, words: string) => `<a href="${site}${path}" rel="noopener">${words}</a>`;

describe('weekly link recheck', () => {
  it('mails the author once about a link that broke, and does not check drafts', async () => {
    const author = await createUser(testApp.deps.db);
    gone.add('/a1/retired-study');
    const article = await createArticle(testApp.deps.db, {
      authorId: author.userId,
      status: 'published',
      title: 'Weaving basics',
      content: `<p>See ${anchor('/a1/retired-study', 'the study')} and ${anchor('/a1/handbook', 'the handbook')}.</p>`,
    });
    await createArticle(testApp.deps.db, {
      authorId: author.userId,
      status: 'draft',
      content: `<p>${anchor('/a1/draft-only', 'draft link')}</p>`,
    });

    await runWeeklyRecheck();

    expect(seen).not.toContain('HEAD /a1/draft-only');
    expect(seen).toEqual(expect.arrayContaining(['HEAD /a1/retired-study', 'HEAD /a1/handbook']));
    const checks = await checksOf(article.id);
    expect(checks).toMatchObject([
      { url: `${site}/a1/handbook`, status: 'working', httpStatus: 200, brokeAt: null, notifiedAt: null },
      { url: `${site}/a1/retired-study`, status: 'broken', httpStatus: 404 },
    ]);
    expect(checks[1]!.brokeAt).toBeInstanceOf(Date);
    expect(checks[1]!.notifiedAt).toBeInstanceOf(Date);

    const mails = await brokenLinkMailsTo(author.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Links in your published articles stopped working');
    expect(mail!.text).toContain('Hi Ada Lovelace,');
    expect(mail!.text).toContain(
      `“Weaving basics” — edit it at ${testApp.deps.config.appUrl}/article-writer/edit?id=${article.id}`,
    );
    expect(mail!.text).toContain(`${site}/a1/retired-study: Broken (HTTP 404)`);
    expect(mail!.text).not.toContain('/a1/handbook');

    await runWeeklyRecheck();

    expect(seen.filter((request) => request === 'HEAD /a1/retired-study')).toHaveLength(2);
    expect(await brokenLinkMailsTo(author.email)).toHaveLength(1);
  });

  it('forgets a break once the link works again, and tells of it again when it breaks later', async () => {
    const author = await createUser(testApp.deps.db);
    gone.add('/a2/flaky');
    const article = await createArticle(testApp.deps.db, {
      authorId: author.userId,
      status: 'published',
      content: `<p>${anchor('/a2/flaky', 'flaky source')}</p>`,
    });
    await runWeeklyRecheck();
    expect(await brokenLinkMailsTo(author.email)).toHaveLength(1);

    gone.delete('/a2/flaky');
    await runWeeklyRecheck();
    expect(await checksOf(article.id)).toMatchObject([{ status: 'working', brokeAt: null, notifiedAt: null }]);

    gone.add('/a2/flaky');
    await runWeeklyRecheck();
    expect(await brokenLinkMailsTo(author.email)).toHaveLength(2);
  });

  it('lists every article of one author in a single mail', async () => {
    const author = await createUser(testApp.deps.db);
    gone.add('/a3/one');
    gone.add('/a3/two');
    await createArticle(testApp.deps.db, {
      authorId: author.userId,
      status: 'published',
      title: 'First loom',
      content: `<p>${anchor('/a3/one', 'one')}</p>`,
    });
    await createArticle(testApp.deps.db, {
      authorId: author.userId,
      status: 'published',
      title: 'Second loom',
      content: `<p>${anchor('/a3/two', 'two')}</p>`,
    });

    await runWeeklyRecheck();

    const mails = await brokenLinkMailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(
      /“First loom”[\s\S]*\/a3\/one: Broken \(HTTP 404\)[\s\S]*“Second loom”[\s\S]*\/a3\/two/,
    );
  });

  it('checks an author with more articles than one page holds, page after page, and still mails once', async () => {
    const author = await createUser(testApp.deps.db);
    const count = ARTICLES_PER_PAGE + 2;
    for (let index = 1; index <= count; index += 1) {
      gone.add(`/a4/${index}`);
      await createArticle(testApp.deps.db, {
        authorId: author.userId,
        status: 'published',
        content: `<p>${anchor(`/a4/${index}`, 'source')}</p>`,
      });
    }

    await runWeeklyRecheck();

    expect(seen.filter((request) => request.startsWith('HEAD /a4/'))).toHaveLength(count);
    const mails = await brokenLinkMailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.match(/\/a4\/\d+: Broken \(HTTP 404\)/g)).toHaveLength(count);
  });
});
