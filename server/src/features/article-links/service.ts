/**
 * The weekly recheck of published articles' outbound links (issue 14 point 3): each author's
 * articles are checked a page at a time, every link's state is kept in `article_link_checks`,
 * and once all of an author's articles are checked they get ONE mail listing the links that
 * broke since they were last told. Safe to run twice: a break already told is not told again.
 */
import { isBrokenLinkStatus, outboundLinksInHtml } from '@wordloom/shared/domain/article-links';
import { isLanguageCode, type LanguageCode } from '@wordloom/shared/languages';
import { MAX_BROKEN_LINK_COUNT } from '@wordloom/shared/schemas/article-writer';
import { inTransaction } from '../../db/executor.ts';
import type { JobDeps } from '../../jobs/define.ts';
import { checkLinks } from '../../lib/link-checker.ts';
import { ownOrigins } from '../article-writer/links.ts';
import type { ArticleWithBrokenLinks, BrokenLinkOfArticle } from '../mail/broken-links-mail.ts';
import { userWithProfile } from '../users/service.ts';
import { sendBrokenLinksMailJob } from './mail-job.ts';
import { claimUnnotifiedBreaks, saveArticleLinkChecks, selectPublishedArticlesPage } from './queries.ts';

/**
 * Articles checked by one job. A page stays within a job's run time (5 min) even when every link
 * times out: 2 articles × 50 links × 8 s, 4 at a time, is 200 s.
 */
export const ARTICLES_PER_PAGE = 2;
/** The links of one article checked, in order: as many as the writer's check may take. */
export const LINKS_PER_ARTICLE = MAX_BROKEN_LINK_COUNT;

function mailLanguage(language: string | null | undefined): LanguageCode {
  return language && isLanguageCode(language) ? language : 'en';
}

/** Where the author fixes an article: the writer's editor. */
export function editLink(config: JobDeps['config'], postId: string): string {
  const url = new URL('/article-writer/edit', config.appUrl);
  url.searchParams.set('id', postId);
  return url.toString();
}

/**
 * Checks the links of the author's next page of published articles and records them; returns
 * the last article's id when more may follow, or null when this was the last page.
 */
export async function recheckArticlesPage(
  deps: Pick<JobDeps, 'db' | 'config'>,
  { authorId, afterId }: { authorId: string; afterId: string | null },
): Promise<string | null> {
  const articles = await selectPublishedArticlesPage(deps.db, { authorId, afterId, limit: ARTICLES_PER_PAGE });
  const origins = ownOrigins(deps.config);
  const linksOf = articles.map((article) => outboundLinksInHtml(article.content, origins).slice(0, LINKS_PER_ARTICLE));
  // One pool for the page: its articles' links share the checker's few connections at a time.
  const results = await checkLinks(linksOf.flat(), { allowLoopback: deps.config.outboundAllowLoopback });
  let offset = 0;
  await inTransaction(deps.db, async (trx) => {
    for (const [index, article] of articles.entries()) {
      const count = linksOf[index]!.length;
      await saveArticleLinkChecks(trx, {
        postId: article.id,
        results: results.slice(offset, offset + count),
        isDown: (result) => isBrokenLinkStatus(result.status),
      });
      offset += count;
    }
  });
  return articles.length === ARTICLES_PER_PAGE ? articles.at(-1)!.id : null;
}

/**
 * Tells the author of the links that broke since they were last told, in one mail queued in the
 * transaction that marks them told; returns how many links it lists (0: no mail).
 */
export async function tellAuthorOfBreaks(
  deps: Pick<JobDeps, 'db' | 'config' | 'jobs'>,
  { authorId, now = new Date() }: { authorId: string; now?: Date },
): Promise<number> {
  return inTransaction(deps.db, async (trx) => {
    const breaks = await claimUnnotifiedBreaks(trx, { authorId, now });
    if (breaks.length === 0) return 0;
    const author = await userWithProfile(trx, { userId: authorId });
    if (!author) return 0;
    const byArticle = new Map<string, ArticleWithBrokenLinks & { links: BrokenLinkOfArticle[] }>();
    for (const entry of breaks.toSorted((a, b) => a.title.localeCompare(b.title) || a.url.localeCompare(b.url))) {
      const article = byArticle.get(entry.postId) ?? {
        title: entry.title,
        editLink: editLink(deps.config, entry.postId),
        links: [],
      };
      article.links.push({ url: entry.url, status: entry.status, httpStatus: entry.httpStatus });
      byArticle.set(entry.postId, article);
    }
    await deps.jobs.enqueue(trx, sendBrokenLinksMailJob, {
      to: author.email,
      name: author.name,
      language: mailLanguage(author.preferredLanguage),
      articles: [...byArticle.values()],
    });
    return breaks.length;
  });
}
