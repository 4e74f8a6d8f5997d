import { ZArticleId, ZCreateArticle, ZListMyArticles, ZUpdateArticle } from '@wordloom/shared/schemas/blog';
import {
  PUBLIC_ARTICLES_PAGE_SIZE,
  ZPublicArticleList,
  ZPublicArticlePath,
} from '@wordloom/shared/schemas/blog-public';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { listPublicArticles, resolvePublicAddress } from './public-service.ts';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listMyArticles,
  listPublishedCategories,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from './service.ts';

/** Blog and news articles (spec §2 My Articles and the blog view, §6, §7 blog_posts). */
export const blogRouter = router({
  /** My Articles: the user's articles (author or editor), newest first. */
  mine: protectedProcedure
    .input(ZListMyArticles)
    .query(({ ctx, input }) => listMyArticles(ctx, { userId: ctx.session.userId, ...input })),
  /** The protected view: any status for the author, editor or an admin; published only for others. */
  get: protectedProcedure
    .input(ZArticleId)
    .query(({ ctx, input }) => getArticle(ctx, { userId: ctx.session.userId, ...input })),
  create: protectedProcedure
    .input(ZCreateArticle)
    .mutation(({ ctx, input }) => createArticle(ctx, { userId: ctx.session.userId, ...input })),
  update: protectedProcedure
    .input(ZUpdateArticle)
    .mutation(({ ctx, input }) => updateArticle(ctx, { userId: ctx.session.userId, ...input })),
  publish: protectedProcedure
    .input(ZArticleId)
    .mutation(({ ctx, input }) => publishArticle(ctx, { userId: ctx.session.userId, ...input })),
  unpublish: protectedProcedure
    .input(ZArticleId)
    .mutation(({ ctx, input }) => unpublishArticle(ctx, { userId: ctx.session.userId, ...input })),
  delete: protectedProcedure
    .input(ZArticleId)
    .mutation(({ ctx, input }) => deleteArticle(ctx, { userId: ctx.session.userId, ...input })),
  /** Categories of published articles with their counts, per language and kind. */
  categories: publicProcedure.query(({ ctx }) => listPublishedCategories(ctx)),
  /** A public article address: the article, where it moved, or nothing (only published articles). */
  publicArticle: publicProcedure
    .input(ZPublicArticlePath)
    .query(({ ctx, input }) => resolvePublicAddress(ctx.db, input)),
  /** A public listing page: published articles, newest first. */
  publicList: publicProcedure
    .input(ZPublicArticleList)
    .query(({ ctx, input }) => listPublicArticles(ctx.db, { ...input, pageSize: PUBLIC_ARTICLES_PAGE_SIZE })),
});
