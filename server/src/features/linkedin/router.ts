import {
  ZCreatePost,
  ZGeneratePost,
  ZListPosts,
  ZListTemplates,
  ZMarkPublished,
  ZPendingPost,
  ZPostId,
  ZSchedulePost,
  ZTemplateFields,
  ZTemplateFromPost,
  ZUpdatePost,
  ZUpdateTemplate,
} from '@wordloom/shared/schemas/linkedin';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { linkedinInsightsRouter } from './insights-router.ts';
import {
  clearPendingPost,
  linkedInPublishingStatus,
  markPublished,
  publishAgain,
  publishPostNow,
  setPendingPost,
  takePendingPost,
} from './publish.ts';
import {
  cancelSchedule,
  createPost,
  deletePost,
  duplicatePost,
  generatePost,
  getPost,
  listPosts,
  schedulePost,
  updatePost,
} from './service.ts';
import { createTemplate, createTemplateFromPost, deleteTemplate, listTemplates, updateTemplate } from './templates.ts';

/** LinkedIn Grow (spec §3, §4, §7): the user's posts and templates, every one filtered by its owner. */
export const linkedinRouter = router({
  posts: router({
    /** My Posts: a page newest first, in a tab, matching a search, with each tab's count. */
    list: protectedProcedure
      .input(ZListPosts)
      .query(({ ctx, input }) => listPosts(ctx, { userId: ctx.session.userId, ...input })),
    get: protectedProcedure
      .input(ZPostId)
      .query(({ ctx, input }) => getPost(ctx, { userId: ctx.session.userId, ...input })),
    create: protectedProcedure
      .input(ZCreatePost)
      .mutation(({ ctx, input }) => createPost(ctx, { userId: ctx.session.userId, ...input })),
    update: protectedProcedure
      .input(ZUpdatePost)
      .mutation(({ ctx, input }) => updatePost(ctx, { userId: ctx.session.userId, ...input })),
    duplicate: protectedProcedure
      .input(ZPostId)
      .mutation(({ ctx, input }) => duplicatePost(ctx, { userId: ctx.session.userId, ...input })),
    delete: protectedProcedure
      .input(ZPostId)
      .mutation(({ ctx, input }) => deletePost(ctx, { userId: ctx.session.userId, ...input })),
    schedule: protectedProcedure
      .input(ZSchedulePost)
      .mutation(({ ctx, input }) => schedulePost(ctx, { userId: ctx.session.userId, ...input })),
    cancelSchedule: protectedProcedure
      .input(ZPostId)
      .mutation(({ ctx, input }) => cancelSchedule(ctx, { userId: ctx.session.userId, ...input })),
    /** Starts the AI engine on the creation form; the draft's id comes in the `done` event's `savedId`. */
    generate: protectedProcedure
      .input(ZGeneratePost)
      .mutation(({ ctx, input }) => generatePost(ctx, { userId: ctx.session.userId, ...input })),
    /** Publishes now; the post and its LinkedIn address, or LinkedIn's refusal as an AppErrorCode. */
    publish: protectedProcedure
      .input(ZPostId)
      .mutation(({ ctx, input }) => publishPostNow(ctx, { userId: ctx.session.userId, ...input })),
    /** A post that may have been published: the user found it on LinkedIn. */
    markPublished: protectedProcedure
      .input(ZMarkPublished)
      .mutation(({ ctx, input }) => markPublished(ctx, { userId: ctx.session.userId, ...input })),
    /** A post that may have been published, sent again: LinkedIn's duplicate refusal counts as published. */
    publishAgain: protectedProcedure
      .input(ZPostId)
      .mutation(({ ctx, input }) => publishAgain(ctx, { userId: ctx.session.userId, ...input })),
  }),
  publishing: router({
    /** Whether LinkedIn is connected, until when, and whether its token may post. */
    status: protectedProcedure.query(({ ctx }) => linkedInPublishingStatus(ctx, { userId: ctx.session.userId })),
    /** Before the browser leaves for LinkedIn's consent: the post to publish when it is back. */
    setPending: protectedProcedure
      .input(ZPendingPost)
      .mutation(({ ctx, input }) => setPendingPost(ctx, { userId: ctx.session.userId, ...input })),
    /** After `/auth/callback`: the pending post's id (null when none), cleared. */
    takePending: protectedProcedure.mutation(({ ctx }) => takePendingPost(ctx, { userId: ctx.session.userId })),
    /** The LinkedIn login failed: forget the pending post. */
    clearPending: protectedProcedure.mutation(({ ctx }) => clearPendingPost(ctx, { userId: ctx.session.userId })),
  }),
  /** Each published post's counts read from LinkedIn, their trends and what works. */
  insights: linkedinInsightsRouter,
  templates: router({
    /** The built-in library and the user's own templates, by category and search. */
    list: protectedProcedure
      .input(ZListTemplates)
      .query(({ ctx, input }) => listTemplates(ctx, { userId: ctx.session.userId, ...input })),
    create: protectedProcedure
      .input(ZTemplateFields)
      .mutation(({ ctx, input }) => createTemplate(ctx, { userId: ctx.session.userId, ...input })),
    update: protectedProcedure
      .input(ZUpdateTemplate)
      .mutation(({ ctx, input }) => updateTemplate(ctx, { userId: ctx.session.userId, ...input })),
    delete: protectedProcedure
      .input(ZPostId)
      .mutation(({ ctx, input }) => deleteTemplate(ctx, { userId: ctx.session.userId, ...input })),
    createFromPost: protectedProcedure
      .input(ZTemplateFromPost)
      .mutation(({ ctx, input }) => createTemplateFromPost(ctx, { userId: ctx.session.userId, ...input })),
  }),
});
