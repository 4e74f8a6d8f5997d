/**
 * The on-page SEO score stored with an article (`blog_posts.seo_score`) for My Articles: the same
 * shared scorer the editor runs live, over the values as stored (sanitised content, resolved
 * meta description and slug), with links to any of this deployment's sites counted as internal.
 */
import { scoreArticle } from '@wordloom/shared/domain/seo-score';
import { siteOrigins } from '../../lib/site-urls.ts';
import type { AppDeps } from '../../trpc/context.ts';

export interface ScoredArticleFields {
  focusKeyphrase: string;
  title: string;
  metaDescription: string;
  slug: string;
  content: string;
  languageCode: string;
}

/** The score out of 100, or null when the article has no focus keyphrase to be judged against. */
export function storedSeoScore(config: AppDeps['config'], article: ScoredArticleFields): number | null {
  if (!article.focusKeyphrase.trim()) return null;
  return scoreArticle({
    keyphrase: article.focusKeyphrase,
    title: article.title,
    metaDescription: article.metaDescription,
    slug: article.slug,
    html: article.content,
    languageCode: article.languageCode,
    siteOrigins: Object.values(siteOrigins(config).origins),
  }).score;
}
