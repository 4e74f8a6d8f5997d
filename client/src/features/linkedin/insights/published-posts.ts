import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';

/** The largest page the list gives; insights read the published posts in pages of it. */
export const INSIGHTS_PAGE_SIZE = 50;
/** Insights read at most this many pages (the latest 1,000 published posts), so a very active account stays quick. */
export const INSIGHTS_MAX_PAGES = 20;

export function publishedPageInput(page: number) {
  return { tab: 'published' as const, page, pageSize: INSIGHTS_PAGE_SIZE };
}

/** The pages to read, once the first told how many published posts there are. */
export function pagesToRead(total: number): number {
  return Math.min(INSIGHTS_MAX_PAGES, Math.max(1, Math.ceil(total / INSIGHTS_PAGE_SIZE)));
}

export interface InsightTotals {
  posts: number;
  impressions: number;
  likes: number;
  comments: number;
  shares: number;
}

/** The sums over the posts read, from the counts stored with each post. */
export function totalsOf(posts: readonly TLinkedInPost[]): InsightTotals {
  return posts.reduce<InsightTotals>(
    (sum, post) => ({
      posts: sum.posts + 1,
      impressions: sum.impressions + post.impressionsCount,
      likes: sum.likes + post.likesCount,
      comments: sum.comments + post.commentsCount,
      shares: sum.shares + post.sharesCount,
    }),
    { posts: 0, impressions: 0, likes: 0, comments: 0, shares: 0 },
  );
}
