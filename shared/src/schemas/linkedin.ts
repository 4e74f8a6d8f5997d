/**
 * LinkedIn Grow's contract between browser and server (spec §3 "LinkedIn post", §4 statuses,
 * §9 defaults): posts, their generation, schedule, templates and the media a post carries.
 */
import { z } from 'zod';
import { ZLinkedInPostInputs } from './ai.ts';
import { multilineText } from './text.ts';

/** Spec §4's statuses, and `publishing`: claimed by a publish under way (LinkedIn Grow part 2). */
export const POST_STATUSES = ['draft', 'scheduled', 'publishing', 'published'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];
/** My Posts tabs: every post, or one status; the Scheduled tab also lists posts being published. */
export const POST_LIST_TABS = ['all', 'draft', 'scheduled', 'published'] as const;
export type TPostListTab = (typeof POST_LIST_TABS)[number];

/** Spec §9 "creation method By Topic" (the default); the stored values are these texts. */
export const POST_CREATION_METHODS = ['By Topic', 'From Template', 'Repurpose'] as const;
export type TPostCreationMethod = (typeof POST_CREATION_METHODS)[number];

/** Storage bucket of post media (spec §7, §9). */
export const LINKEDIN_MEDIA_BUCKET = 'linkedin-posts';
/** LinkedIn takes up to 9 images in one post, or one document. */
export const MAX_POST_IMAGES = 9;

const text = (max: number) => multilineText().trim().max(max);
const optionalText = (max: number) => text(max).optional();

/** A media URL as stored on a post: the public URL the upload answered with. */
const mediaUrl = z.string().trim().min(1).max(1000);

/** The fields a user edits on a post (create page and edit). `content` is markdown (spec §4). */
export const ZPostFields = z.object({
  topic: text(1000).default(''),
  language: text(40).min(1).default('English'),
  postLength: ZLinkedInPostInputs.shape.postLength,
  writingStyle: ZLinkedInPostInputs.shape.writingStyle,
  icp: optionalText(500),
  intent: optionalText(200),
  category: optionalText(200),
  additionalGuidance: optionalText(2000),
  templateId: optionalText(100),
  templateStructure: optionalText(4000),
  templateExamplePost: optionalText(4000),
  postCreationMethod: z.enum(POST_CREATION_METHODS).default('By Topic'),
  /** Markdown; its LinkedIn text (shared/src/domain/linkedin-text.ts) must fit in 3,000 characters. */
  content: text(20_000).default(''),
  mediaUrls: z.array(mediaUrl).max(MAX_POST_IMAGES).default([]),
  /** Bold and italic sent as Unicode mathematical letters. */
  unicodeStyles: z.boolean().default(false),
});
export type TPostFields = z.infer<typeof ZPostFields>;

export const ZPostId = z.object({ id: z.uuid() });

/** `linkedin.posts.create`: a post written by hand (or edited before saving), saved as a draft. */
export const ZCreatePost = ZPostFields;
/**
 * `linkedin.posts.update`: the fields given change; the rest stay. The create form's defaults are
 * removed first: a field left out must stay undefined, not become its default and overwrite.
 */
const { shape } = ZPostFields;
export const ZUpdatePost = ZPostFields.extend({
  topic: shape.topic.removeDefault(),
  language: shape.language.removeDefault(),
  postLength: shape.postLength.removeDefault(),
  writingStyle: shape.writingStyle.removeDefault(),
  postCreationMethod: shape.postCreationMethod.removeDefault(),
  content: shape.content.removeDefault(),
  mediaUrls: shape.mediaUrls.removeDefault(),
  unicodeStyles: shape.unicodeStyles.removeDefault(),
})
  .partial()
  .extend({ id: z.uuid() });

/**
 * `linkedin.posts.generate`: the creation form. The post is saved as a draft when the generation
 * ends (its id comes in the `done` event's `savedId`). Repurpose takes `sourceText`, or
 * `sourceUrl`, whose readable text the server fetches through the SSRF guard.
 */
export const ZGeneratePost = ZLinkedInPostInputs.extend({
  templateId: optionalText(100),
  postCreationMethod: z.enum(POST_CREATION_METHODS).default('By Topic'),
  sourceUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  idempotencyKey: z.uuid(),
});
export type TGeneratePost = z.infer<typeof ZGeneratePost>;

export const ZListPosts = z.object({
  tab: z.enum(POST_LIST_TABS).default('all'),
  /** Searched in topic and content, case-insensitively. */
  search: optionalText(200),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type TListPosts = z.infer<typeof ZListPosts>;

/** `linkedin.posts.schedule`: the moment (an instant; the browser picks it in the user's time zone). */
export const ZSchedulePost = z.object({ id: z.uuid(), scheduledFor: z.date() });

/** A template a user saves (from scratch, or from one of their posts with `fromPostId`). */
export const ZTemplateFields = z.object({
  name: text(120).min(1),
  category: text(60).min(1),
  description: text(500).default(''),
  structure: text(4000).min(1),
  examplePost: text(4000).default(''),
});
export type TTemplateFields = z.infer<typeof ZTemplateFields>;
export const ZUpdateTemplate = ZTemplateFields.extend({ id: z.uuid() });
export const ZTemplateFromPost = z.object({ postId: z.uuid(), name: text(120).min(1), category: text(60).min(1) });
export const ZListTemplates = z.object({ category: optionalText(60), search: optionalText(200) });

/** Spec §3 "Media item extracted from a post". */
export interface TMediaItem {
  src: string;
  type: 'image' | 'document';
  mimeType: string;
  title: string;
  alt: string;
}

/** What an upload answers (spec §7: stored URL, file name, mime type). */
export interface TUploadedMedia {
  /** The stored file's id: what a support message names its attachments by. */
  id: string;
  src: string;
  fileName: string;
  mimeType: string;
  type: 'image' | 'document';
  size: number;
}

/** A post as the browser sees it (camelCase, spec §3), with its media described. */
export interface TLinkedInPost {
  id: string;
  content: string;
  topic: string;
  language: string;
  postLength: z.infer<typeof ZLinkedInPostInputs.shape.postLength>;
  writingStyle: z.infer<typeof ZLinkedInPostInputs.shape.writingStyle>;
  status: TPostStatus;
  workflowId: string | null;
  sessionId: string | null;
  executionId: string | null;
  icp: string | null;
  intent: string | null;
  category: string | null;
  additionalGuidance: string | null;
  templateId: string | null;
  templateStructure: string | null;
  templateExamplePost: string | null;
  postCreationMethod: TPostCreationMethod;
  linkedinPostId: string | null;
  linkedinUrl: string | null;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  impressionsCount: number;
  additionalData: Record<string, unknown>;
  mediaUrls: string[];
  unicodeStyles: boolean;
  /** LinkedIn may have created the post: the answer to the create was lost (see LinkedIn Grow part 2). */
  publishOutcomeUnknown: boolean;
  /** The last publish failure, as an AppErrorCode or LinkedIn's reason code. */
  publishError: string | null;
  membersReachedCount: number;
  insightsUpdatedAt: Date | null;
  deletedOnLinkedin: boolean;
  createdAt: Date;
  updatedAt: Date;
  media: TMediaItem[];
}

/** A template as listed: one of the library's (`source: 'library'`, id `lib:<slug>`) or the user's own. */
export interface TLinkedInTemplate {
  id: string;
  source: 'library' | 'own';
  name: string;
  category: string;
  description: string;
  structure: string;
  examplePost: string;
}

// ── Publishing (LinkedIn Grow part 2) ───────────────────────────────────────────────────────────

/** `linkedin.posts.markPublished`: the user saw the post on LinkedIn; its address when they copied it. */
export const ZMarkPublished = z.object({
  id: z.uuid(),
  linkedinUrl: z
    .url({ protocol: /^https$/, hostname: /^([a-z0-9-]+\.)*linkedin\.com$/ })
    .max(2000)
    .optional(),
});
export type TMarkPublished = z.infer<typeof ZMarkPublished>;

/** `linkedin.publishing.setPending`: the post to publish once the browser is back from LinkedIn's consent. */
export const ZPendingPost = z.object({ postId: z.uuid() });

/** What the UI shows about the LinkedIn connection before publishing. */
export interface TLinkedInPublishingStatus {
  connected: boolean;
  /** When the token stops working (its expiry, or 59 days after it was created); null without a token. */
  expiresAt: Date | null;
  canPublish: boolean;
  /** Scopes publishing needs that the token was not granted (reconnect to grant them). */
  missingScopes: string[];
}

/** A publish that went through: where the post is on LinkedIn. */
export interface TPublishedPost {
  post: TLinkedInPost;
  linkedinUrl: string;
}
