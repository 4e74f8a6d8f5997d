/**
 * The article writer's procedures (spec §1 multi-step flow): the server keeps each session, runs
 * the writer on it and saves the result as a blog article. Thin: every rule is in the services.
 */
import {
  ZCreateWriterSession,
  ZRunWriterStep,
  ZSessionId,
  ZTranslateArticle,
  ZUpdateWriterSession,
} from '@wordloom/shared/schemas/article-writer';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { checkSessionLinks } from './links.ts';
import {
  createSession,
  getSession,
  listRecentSessions,
  removeSession,
  resetSession,
  runWriterStep,
  saveSessionArticle,
  suggestInternalLinks,
  updateSession,
} from './service.ts';
import { translateArticle } from './translate.ts';

export const articleWriterRouter = router({
  sessions: router({
    /** The user's recent sessions, last changed first (the /article-writer hub). */
    list: protectedProcedure.query(({ ctx }) => listRecentSessions(ctx, { userId: ctx.session.userId })),
    get: protectedProcedure
      .input(ZSessionId)
      .query(({ ctx, input }) => getSession(ctx, { userId: ctx.session.userId, sessionId: input.sessionId })),
    create: protectedProcedure
      .input(ZCreateWriterSession)
      .mutation(({ ctx, input }) => createSession(ctx, { userId: ctx.session.userId, keywordForm: input.keywordForm })),
    update: protectedProcedure
      .input(ZUpdateWriterSession)
      .mutation(({ ctx, input }) => updateSession(ctx, { userId: ctx.session.userId, ...input })),
    /** Spec §4: Reset returns the session to the defaults. */
    reset: protectedProcedure
      .input(ZSessionId)
      .mutation(({ ctx, input }) => resetSession(ctx, { userId: ctx.session.userId, sessionId: input.sessionId })),
    remove: protectedProcedure
      .input(ZSessionId)
      .mutation(({ ctx, input }) => removeSession(ctx, { userId: ctx.session.userId, sessionId: input.sessionId })),
  }),
  /** Starts one writer call on the session; follow it with `ai.stream`. Its result lands in the session. */
  run: protectedProcedure
    .input(ZRunWriterStep)
    .mutation(({ ctx, input }) => runWriterStep(ctx, { userId: ctx.session.userId, ...input })),
  /** Checks the generated article's outbound links and the saved links through the SSRF guard. */
  checkLinks: protectedProcedure
    .input(ZSessionId)
    .mutation(({ ctx, input }) => checkSessionLinks(ctx, { userId: ctx.session.userId, sessionId: input.sessionId })),
  /** The user's own published articles related to this one, as internal link suggestions. */
  suggestInternalLinks: protectedProcedure
    .input(ZSessionId)
    .mutation(({ ctx, input }) =>
      suggestInternalLinks(ctx, { userId: ctx.session.userId, sessionId: input.sessionId }),
    ),
  /** Saves (or saves again) the generated article as the user's draft blog article. */
  saveArticle: protectedProcedure
    .input(ZSessionId)
    .mutation(({ ctx, input }) => saveSessionArticle(ctx, { userId: ctx.session.userId, sessionId: input.sessionId })),
  /** Translates one of the user's articles; the `done` event's `savedId` is the new translation. */
  translate: protectedProcedure
    .input(ZTranslateArticle)
    .mutation(({ ctx, input }) => translateArticle(ctx, { userId: ctx.session.userId, ...input })),
});
