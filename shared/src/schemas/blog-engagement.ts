/**
 * Likes, bookmarks, views and related articles of blog articles (issue 17 points 7 and 8): the
 * contract of the `blogEngagement` router.
 */
import { z } from 'zod';
import type { ArticleSummary } from './blog.ts';

/** The dashboard's "Saved articles": 20 a page. */
export const SAVED_ARTICLES_PAGE_SIZE = 20;

export const ZSetLike = z.object({ id: z.uuid(), liked: z.boolean() });
export type TSetLike = z.infer<typeof ZSetLike>;

export const ZSetBookmark = z.object({ id: z.uuid(), bookmarked: z.boolean() });
export type TSetBookmark = z.infer<typeof ZSetBookmark>;

export const ZSavedArticles = z.object({ page: z.number().int().min(1).max(10_000).default(1) });
export type TSavedArticles = z.infer<typeof ZSavedArticles>;

/**
 * Who looks at an article and what it counts. Public pages are cached for everyone, so they ask
 * for this after loading; a visitor gets false for every personal flag.
 */
export interface ArticleEngagementState {
  signedIn: boolean;
  /** The author, the editor or an admin: the page shows "Edit Article". */
  canEdit: boolean;
  liked: boolean;
  bookmarked: boolean;
  likeCount: number;
  bookmarkCount: number;
  viewCount: number;
}

export interface SavedArticlesPage {
  /** Newest bookmark first. */
  items: ArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
}
