import { ZArticleId } from '@wordloom/shared/schemas/blog';
import { ZSavedArticles, ZSetBookmark, ZSetLike } from '@wordloom/shared/schemas/blog-engagement';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { engagementState, recordView, relatedArticles, savedArticles, setBookmark, setLike } from './service.ts';

/**
 * Related articles, likes, bookmarks and views (issue 17 points 7 and 8). The public pages are
 * cached for everyone, so they learn who looks at them (`state`) and count the view
 * (`recordView`) after loading.
 */
export const blogEngagementRouter = router({
  /** Up to 6 related articles of a published article (the page shows 3); none for a draft. */
  related: publicProcedure.input(ZArticleId).query(({ ctx, input }) => relatedArticles(ctx, input)),
  /** The reader's like and bookmark, whether they may edit, and the counters. */
  state: publicProcedure.input(ZArticleId).query(({ ctx, input }) => engagementState(ctx, input)),
  setLike: protectedProcedure.input(ZSetLike).mutation(({ ctx, input }) => setLike(ctx, input)),
  setBookmark: protectedProcedure.input(ZSetBookmark).mutation(({ ctx, input }) => setBookmark(ctx, input)),
  /** The dashboard's "Saved articles": the user's bookmarks, newest first. */
  saved: protectedProcedure
    .input(ZSavedArticles)
    .query(({ ctx, input }) => savedArticles(ctx, { userId: ctx.session.userId, ...input })),
  /** Counts the view once per visitor and day, without a cookie. */
  recordView: publicProcedure.input(ZArticleId).mutation(({ ctx, input }) => recordView(ctx, input)),
});
