import {
  ZCreatePost,
  ZGeneratePost,
  ZListPosts,
  ZListTemplates,
  ZPostId,
  ZSchedulePost,
  ZTemplateFields,
  ZTemplateFromPost,
  ZUpdatePost,
  ZUpdateTemplate,
} from '@wordloom/shared/schemas/linkedin';
import { protectedProcedure, router } from '../../trpc/init.ts';
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
  }),
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
