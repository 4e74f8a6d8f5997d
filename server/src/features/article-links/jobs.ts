import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { selectAuthorsWithPublishedArticles } from './queries.ts';
import { recheckArticlesPage, tellAuthorOfBreaks } from './service.ts';

/**
 * One author's recheck, a page of articles per run: a run stays short however many articles the
 * author has, and the next page is queued by the run before it. The last page tells the author.
 * A failed page is tried again; checking a page twice changes nothing that was already told.
 */
export const recheckAuthorLinksJob = defineJob({
  name: 'recheck-author-article-links',
  payload: z.object({ authorId: z.uuid(), afterId: z.uuid().nullable() }),
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  // The work is waiting on other sites: two authors at once per process.
  concurrency: 2,
  heartbeatSeconds: 30,
  async handler({ authorId, afterId }, deps) {
    const lastId = await recheckArticlesPage(deps, { authorId, afterId });
    if (lastId) {
      await deps.jobs.enqueue(deps.db, recheckAuthorLinksJob, { authorId, afterId: lastId });
      return;
    }
    const told = await tellAuthorOfBreaks(deps, { authorId });
    if (told > 0) deps.logger.info({ authorId, links: told }, 'author told of broken links');
  },
});

/**
 * Every Monday: one recheck per author of published articles. An author's recheck already
 * waiting (a run sent twice) is not queued again.
 */
export const recheckArticleLinksJob = defineJob({
  name: 'recheck-article-links',
  schedule: '37 4 * * 1',
  payload: z.null(),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  async handler(_payload, deps) {
    const authors = await selectAuthorsWithPublishedArticles(deps.db);
    for (const authorId of authors) {
      await deps.jobs.enqueue(deps.db, recheckAuthorLinksJob, { authorId, afterId: null }, { singletonKey: authorId });
    }
    deps.logger.info({ authors: authors.length }, 'weekly link recheck queued');
  },
});
