import { randomUUID } from 'node:crypto';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../../db/executor.ts';
import type { DB } from '../../../db/schema.ts';
import { sanitizeArticleHtml } from '../sanitize.ts';
import { DEMO_ARTICLES } from './articles/index.ts';
import { type DemoArticleRow, findUserIdByEmail, hasAnyArticle, insertDemoArticles } from './queries.ts';
import type { DemoArticle, DemoLanguage } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the covers are served from (client/public/demo/covers). */
export const DEMO_COVERS_PATH = '/demo/covers';

/** Translations come out a little after the English article, as a team's translators would deliver them. */
const TRANSLATION_DELAY_DAYS: Record<DemoLanguage, number> = { en: 0, fr: 1, es: 1, ar: 2 };

export function demoCoverPath(article: Pick<DemoArticle, 'cover'>): string {
  return `${DEMO_COVERS_PATH}/${article.cover}.svg`;
}

/**
 * The rows of every demo article and translation, dated relative to `now` so a fresh start always
 * shows recent news. The English article's id is its group's translation id.
 */
export function demoArticleRows(authorId: string, now: Date): DemoArticleRow[] {
  return DEMO_ARTICLES.flatMap((article, index) => {
    const translationGroupId = randomUUID();
    const languages = Object.keys(article.texts) as DemoLanguage[];
    return languages.map((languageCode) => {
      const text = article.texts[languageCode];
      if (!text) throw new Error(`The demo article ${article.cover} lists ${languageCode} without its text`);
      const publishedAt = new Date(now.getTime() - (article.daysAgo - TRANSLATION_DELAY_DAYS[languageCode]) * DAY_MS);
      // Morning hours that differ from article to article, never later than now.
      publishedAt.setUTCHours(7 + (index % 4), (index * 17) % 60, 0, 0);
      if (publishedAt > now) publishedAt.setTime(now.getTime());
      return {
        id: languageCode === 'en' ? translationGroupId : randomUUID(),
        title: text.title,
        slug: slugify(text.title),
        content: sanitizeArticleHtml(text.content),
        excerpt: text.excerpt,
        metaDescription: text.metaDescription,
        featuredImage: demoCoverPath(article),
        authorId,
        languageCode,
        category: article.category,
        subcategory: article.subcategory,
        microcategory: article.microcategory,
        categories: article.categories,
        tags: text.tags,
        contentType: article.contentType,
        status: 'published',
        translationGroupId,
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - 2 * DAY_MS),
        updatedAt: publishedAt,
      };
    });
  });
}

/**
 * The team's blog and news articles, written by the demo account, when the blog has no article
 * yet and that account exists. Returns what was added, for the start log.
 */
export async function seedDemoArticles(
  db: Kysely<DB>,
  { authorEmail, now }: { authorEmail: string; now: Date },
): Promise<string | undefined> {
  return inTransaction(db, async (trx) => {
    if (await hasAnyArticle(trx)) return undefined;
    const authorId = await findUserIdByEmail(trx, authorEmail);
    if (!authorId) return undefined;
    const rows = demoArticleRows(authorId, now);
    await insertDemoArticles(trx, rows);
    const news = DEMO_ARTICLES.filter((article) => article.contentType === 'news').length;
    return `${DEMO_ARTICLES.length - news} blog articles and ${news} news articles (${rows.length} pages with their translations)`;
  });
}
