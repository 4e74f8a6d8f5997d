import type { WordReason } from '@wordloom/shared/domain/word-history';
import type { TAuditAction } from '@wordloom/shared/schemas/admin';
import type { TGenerationKind } from '@wordloom/shared/schemas/ai';
import type { TLinkStatus, TWriterStep } from '@wordloom/shared/schemas/article-writer';
import type { TSubscriptionStatus } from '@wordloom/shared/schemas/billing';
import type { TAuthType, THttpMethod } from '@wordloom/shared/schemas/http-mappings';
import type { TTicketCategory, TTicketStatus } from '@wordloom/shared/schemas/support';
import type { TToolComposerRecipe, TToolFieldType, TToolRunner, TToolStatus } from '@wordloom/shared/schemas/tools';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface PermanentlyRemovedUrlsTable {
  id: Generated<string>;
  /** An exact path, or "Starts with: " followed by a path prefix (spec §3). */
  url: string;
  createdAt: CreatedAt;
}

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  /** Stored lower-cased and trimmed. */
  email: string;
  /** argon2id; null for accounts that only sign in with Google or LinkedIn. */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  emailVerifiedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A suspended account cannot sign in (issue 16): set by an admin, cleared when restored. */
  suspendedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  suspendedReason: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ProfilesTable {
  userId: string;
  name: string;
  phone: string | null;
  organization: string | null;
  city: string | null;
  country: string | null;
  linkedinUrn: string | null;
  persona: string | null;
  companySize: string | null;
  companyAge: string | null;
  articlesPerMonth: string | null;
  onboardingCompleted: ColumnType<boolean, boolean | undefined, boolean>;
  existingUserWelcomed: ColumnType<boolean, boolean | undefined, boolean>;
  trialBlogsRemaining: ColumnType<number, number | undefined, number>;
  trialEndsAt: Date;
  googleContacts: ColumnType<unknown, string | null | undefined, string | null>;
  preferredLanguage: ColumnType<string, string | undefined, string>;
  referralCode: string;
  referredBy: string | null;
  /** The LinkedIn post to publish once the user is back from connecting LinkedIn. */
  pendingLinkedinPostId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token in the cookie; the token itself is never stored. */
  id: string;
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
  /** What pages name the session by: the id is the lookup key of a live cookie. */
  publicId: Generated<string>;
  /** Kept to within a few minutes (see validateSessionToken), not written on every request. */
  lastSeenAt: ColumnType<Date, Date | undefined, Date>;
  createdAt: CreatedAt;
}

export type Role = 'user' | 'admin';

export interface UserRolesTable {
  userId: string;
  role: Role;
  createdAt: CreatedAt;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokensTable {
  /** SHA-256 (hex) of the token in the link. */
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  expiresAt: Date;
  /** When a verification link worked; such a row stays so a second visit is told the address is verified. */
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
}

export type OAuthProvider = 'google' | 'linkedin_oidc';

export interface OAuthIdentitiesTable {
  provider: OAuthProvider;
  subject: string;
  userId: string;
  email: string | null;
  createdAt: CreatedAt;
}

export interface UserProviderTokensTable {
  id: Generated<string>;
  userId: string;
  provider: OAuthProvider;
  /** Sealed with the SecretBox (AES-256-GCM, context user id + provider). */
  token: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string | null;
  scopesArray: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  /** JSON { text, html }, sealed: mails carry single-use links. */
  bodyEncrypted: string;
  kind: string;
  createdAt: CreatedAt;
  /** Insertion order; `created_at` ties within one clock tick. */
  sequence: ColumnType<string, never, never>;
}

export interface WordBalanceTable {
  userId: string;
  /** Words the user can spend now: unexpired grants' remaining words less open holds. */
  availableWords: ColumnType<number, number | undefined, number>;
  heldWords: ColumnType<number, number | undefined, number>;
  subscriptionStatus: ColumnType<TSubscriptionStatus, TSubscriptionStatus | undefined, TSubscriptionStatus>;
  updatedAt: UpdatedAt;
}

export type WordGrantSource = 'signup' | 'referral' | 'purchase' | 'plan' | 'admin';

export interface WordGrantsTable {
  id: Generated<string>;
  userId: string;
  amount: number;
  remaining: number;
  source: WordGrantSource;
  expiresAt: Date | null;
  expiredAt: Date | null;
  createdAt: CreatedAt;
}

export type WordHoldStatus = 'held' | 'settled' | 'released';

export interface WordHoldsTable {
  id: Generated<string>;
  userId: string;
  words: number;
  status: WordHoldStatus;
  idempotencyKey: string;
  chargedWords: number | null;
  createdAt: CreatedAt;
  resolvedAt: Date | null;
}

/** `deduct`: words an admin took away. */
export type WordTransactionType = 'grant' | 'hold' | 'spend' | 'release' | 'settle' | 'expiry' | 'deduct';

export interface WordTransactionsTable {
  id: Generated<string>;
  userId: string;
  transactionType: WordTransactionType;
  /** Positive adds spendable words, negative takes them away. */
  wordsAmount: number;
  /** English, for people reading the database; `reason` and `reasonKind` say it as codes. */
  description: string;
  reason: WordReason | null;
  reasonKind: TGenerationKind | null;
  expiresAt: Date | null;
  grantId: string | null;
  holdId: string | null;
  idempotencyKey: string | null;
  createdAt: CreatedAt;
  /** Insertion order; rows of one transaction share `created_at`. */
  sequence: ColumnType<string, never, never>;
}

export type AiGenerationStatus = 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface AiGenerationsTable {
  id: string;
  userId: string;
  kind: string;
  /** The provider asked for; a fallback to the template composer keeps it and records the failure. */
  provider: string;
  model: string;
  promptVersion: string;
  status: AiGenerationStatus;
  heldWords: number;
  holdId: string | null;
  /** Words charged (0 for template drafts and failures). */
  words: ColumnType<number, number | undefined, number>;
  latencyMs: number | null;
  errorCode: string | null;
  errorDetail: string | null;
  createdAt: CreatedAt;
  finishedAt: Date | null;
  /** How many events the generation has streamed: the sequence number of the last one. */
  lastEventSeq: Generated<number>;
  /** Renewed every few seconds by the process running the generation (the database's clock). */
  heartbeatAt: Generated<Date>;
  /** When a reader of its stream last said it was still following. */
  followedAt: Generated<Date>;
  /** The client's key for the action that started it: one generation per key and user. */
  idempotencyKey: string | null;
}

/** One event of a generation's stream; `seq` is the id a reconnecting browser sends back. */
export interface AiGenerationEventsTable {
  generationId: string;
  seq: number;
  event: unknown;
  createdAt: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedBy: string | null;
  updatedAt: UpdatedAt;
}

/** jsonb: read as parsed JSON, written as JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface HttpRequestsTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  endpointUrl: string;
  httpMethod: THttpMethod;
  headers: Json;
  authType: TAuthType;
  /** The non-secret part of the authentication: header name, query parameter name, user name. */
  authConfig: Json;
  /** The token, API key or password, sealed with the SecretBox (context `http_request:<id>`). */
  authSecret: string | null;
  fixedParameters: Json;
  variableParameters: Json;
  requestBody: string | null;
  responseMapping: NullableJson;
  rateLimitPerMinute: number;
  timeoutSeconds: number;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface HttpFrontendMappingsTable {
  id: Generated<string>;
  key: string;
  requestId: string;
  description: string | null;
  samplePayload: NullableJson;
  expectedResponseSchema: NullableJson;
  responseDisplayMapping: NullableJson;
  payloadTransformTemplate: NullableJson;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One rate limit's current window (features/rate-limits); `key` names the policy and what it limits. */
export interface RateLimitsTable {
  key: string;
  /** Attempts in this window, refused ones included. */
  hits: number;
  windowEndsAt: Date;
  createdAt: CreatedAt;
}

export type TLinkedInPostStatus = 'draft' | 'scheduled' | 'publishing' | 'published';

/** Spec §3 "LinkedIn post"; `content` is markdown, `mediaUrls` the public URLs of its files. */
export interface LinkedinPostsTable {
  id: Generated<string>;
  userId: string;
  content: ColumnType<string, string | undefined, string>;
  topic: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  postLength: ColumnType<string, string | undefined, string>;
  writingStyle: ColumnType<string, string | undefined, string>;
  status: ColumnType<TLinkedInPostStatus, TLinkedInPostStatus | undefined, TLinkedInPostStatus>;
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
  postCreationMethod: ColumnType<string, string | undefined, string>;
  linkedinPostId: string | null;
  linkedinUrl: string | null;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  likesCount: ColumnType<number, number | undefined, number>;
  commentsCount: ColumnType<number, number | undefined, number>;
  sharesCount: ColumnType<number, number | undefined, number>;
  impressionsCount: ColumnType<number, number | undefined, number>;
  additionalData: Json;
  mediaUrls: ColumnType<string[], string[] | undefined, string[]>;
  /** Bold and italic go to LinkedIn as Unicode mathematical letters. */
  unicodeStyles: ColumnType<boolean, boolean | undefined, boolean>;
  /** The claim of the publish under way, written before LinkedIn is called. */
  publishAttemptId: string | null;
  publishStartedAt: Date | null;
  /** LinkedIn may have created the post (the answer to the create was lost): never retried blindly. */
  publishOutcomeUnknown: ColumnType<boolean, boolean | undefined, boolean>;
  /** The last publish failure, as an error code the client words. */
  publishError: string | null;
  publishTries: ColumnType<number, number | undefined, number>;
  membersReachedCount: ColumnType<number, number | undefined, number>;
  insightsUpdatedAt: Date | null;
  deletedOnLinkedin: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A dated reading of a published post's counts on LinkedIn; null where LinkedIn gave none. */
export interface LinkedinPostSnapshotsTable {
  id: Generated<string>;
  postId: string;
  userId: string;
  takenAt: Date;
  reason: 'after_1h' | 'after_24h' | 'after_7d' | 'daily' | 'refresh';
  impressions: number | null;
  membersReached: number | null;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
  missingScopes: ColumnType<string[], string[] | undefined, string[]>;
}

/** Something that happened in the background, shown to the user in the app. */
export interface UserNoticesTable {
  id: Generated<string>;
  userId: string;
  kind: string;
  payload: Json;
  createdAt: CreatedAt;
  readAt: Date | null;
}

/** A template a user saved; the built-in library is shared/src/reference/linkedin-templates.ts. */
export interface LinkedinTemplatesTable {
  id: Generated<string>;
  userId: string;
  name: string;
  category: string;
  description: ColumnType<string, string | undefined, string>;
  structure: string;
  examplePost: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An uploaded file, whichever storage driver holds its bytes. */
export interface MediaFilesTable {
  id: Generated<string>;
  userId: string;
  bucket: string;
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: CreatedAt;
}

/** The database storage driver's bytes. */
export interface StorageObjectsTable {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
  createdAt: CreatedAt;
}

/** An article of the blog or news site (spec §3 "Blog post"). */
export interface BlogPostsTable {
  id: Generated<string>;
  title: ColumnType<string, string | undefined, string>;
  slug: string;
  /** Sanitised HTML: written only through server/src/features/blog/sanitize.ts. */
  content: ColumnType<string, string | undefined, string>;
  excerpt: ColumnType<string, string | undefined, string>;
  metaDescription: ColumnType<string, string | undefined, string>;
  featuredImage: string | null;
  authorId: string;
  editorId: string | null;
  languageCode: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  subcategory: ColumnType<string, string | undefined, string>;
  microcategory: ColumnType<string, string | undefined, string>;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** The title's distinct words for related articles, kept by the database (migration 2026_11_27_200000). */
  titleWords: GeneratedAlways<string[]>;
  contentType: ColumnType<'blog' | 'news', 'blog' | 'news' | undefined, 'blog' | 'news'>;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** Shared by the same article in its other languages. */
  translationGroupId: string;
  externalUrl: string | null;
  publishPlatform: string | null;
  customPlatform: string | null;
  viewCount: ColumnType<number, number | undefined, number>;
  likeCount: ColumnType<number, number | undefined, number>;
  bookmarkCount: ColumnType<number, number | undefined, number>;
  /** The keyphrase the on-page SEO score checks (shared/src/domain/seo-score.ts). */
  focusKeyphrase: ColumnType<string, string | undefined, string>;
  /** The SEO score computed at the last write; null before the first one that had a keyphrase. */
  seoScore: ColumnType<number | null, number | null | undefined, number | null>;
  publishedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A like or a bookmark: one per article and user. */
export interface BlogPostReactionsTable {
  postId: string;
  userId: string;
  createdAt: CreatedAt;
}

/** A visitor's view of an article on one day (the visitor is a daily keyed hash, no cookie). */
export interface BlogPostViewsTable {
  postId: string;
  day: ColumnType<string, string, never>;
  visitorHash: string;
}

/** A newsletter subscription, confirmed by a mailed link (double opt-in). */
export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  languageCode: ColumnType<string, string | undefined, string>;
  status: ColumnType<
    'pending' | 'confirmed' | 'unsubscribed',
    'pending' | 'confirmed' | 'unsubscribed' | undefined,
    'pending' | 'confirmed' | 'unsubscribed'
  >;
  confirmTokenHash: string | null;
  confirmTokenExpiresAt: Date | null;
  unsubscribeTokenHash: string;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An article being written with the article writer (migration 2026_11_28_090000). */
export interface ArticleWriterSessionsTable {
  id: Generated<string>;
  userId: string;
  workflowId: Generated<string>;
  step: ColumnType<TWriterStep, TWriterStep | undefined, TWriterStep>;
  keyword: ColumnType<string, string | undefined, string>;
  title: ColumnType<string, string | undefined, string>;
  /** ZWriterSessionState as JSON; read back through its schema. */
  state: Json;
  articleId: string | null;
  revision: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The last weekly check of one outbound link of a published article. */
export interface ArticleLinkChecksTable {
  postId: string;
  url: string;
  status: TLinkStatus;
  httpStatus: number | null;
  finalUrl: string | null;
  checkedAt: Date;
  brokeAt: Date | null;
  notifiedAt: Date | null;
}

/** A no-code tool (spec §3 tool; migration 2026_11_29_090000). */
export interface ToolsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: ColumnType<string, string | undefined, string>;
  howItWorks: ColumnType<string, string | undefined, string>;
  previewImage: string | null;
  status: ColumnType<TToolStatus, TToolStatus | undefined, TToolStatus>;
  languageCode: ColumnType<string, string | undefined, string>;
  runner: ColumnType<TToolRunner, TToolRunner | undefined, TToolRunner>;
  aiPromptTemplate: ColumnType<string, string | undefined, string>;
  aiComposerRecipe: ColumnType<TToolComposerRecipe, TToolComposerRecipe | undefined, TToolComposerRecipe>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * A tool's form field. `options` and `validationRules` are JSON with admin-chosen keys: select
 * them as `::text` and parse (the CamelCasePlugin renames keys of nested objects it reads).
 */
export interface ToolFieldsTable {
  id: Generated<string>;
  toolId: string;
  fieldName: string;
  label: string;
  fieldType: TToolFieldType;
  placeholder: ColumnType<string, string | undefined, string>;
  options: Json;
  isRequired: ColumnType<boolean, boolean | undefined, boolean>;
  validationRules: Json;
  displayOrder: number;
  createdAt: CreatedAt;
}

/** A tool's webhook (spec §3); the newest row by createdAt counts. JSON columns: read as `::text`. */
export interface ToolWebhooksTable {
  id: Generated<string>;
  toolId: string;
  webhookUrl: ColumnType<string, string | undefined, string>;
  httpMethod: ColumnType<THttpMethod, THttpMethod | undefined, THttpMethod>;
  timeoutSeconds: ColumnType<number, number | undefined, number>;
  payloadTemplate: NullableJson;
  responseMapping: Json;
  headers: Json;
  secretHeaderName: ColumnType<string, string | undefined, string>;
  /** Sealed by the SecretBox; null when there is none. */
  secretHeaderValue: string | null;
  createdAt: CreatedAt;
}

/** A tool's SEO (spec §3); the newest row by createdAt counts. `structuredData` is read as `::text`. */
export interface ToolSeoTable {
  id: Generated<string>;
  toolId: string;
  pageTitle: ColumnType<string, string | undefined, string>;
  metaDescription: ColumnType<string, string | undefined, string>;
  ogTitle: ColumnType<string, string | undefined, string>;
  ogDescription: ColumnType<string, string | undefined, string>;
  ogImage: ColumnType<string, string | undefined, string>;
  twitterTitle: ColumnType<string, string | undefined, string>;
  twitterDescription: ColumnType<string, string | undefined, string>;
  twitterImage: ColumnType<string, string | undefined, string>;
  canonicalUrl: ColumnType<string, string | undefined, string>;
  structuredData: NullableJson;
  createdAt: CreatedAt;
}

/** A tool's chaining (spec §3); the newest row by createdAt counts. `dataMapping` is read as `::text`. */
export interface ToolChainingTable {
  id: Generated<string>;
  toolId: string;
  nextToolId: string | null;
  dataMapping: Json;
  createdAt: CreatedAt;
}

/** One run of a tool (spec §3 tool usage log). JSON columns: read as `::text`. */
export interface ToolUsageLogsTable {
  id: Generated<string>;
  toolId: string;
  sessionId: string;
  inputData: Json;
  webhookResponse: NullableJson;
  responseTimeMs: number;
  success: boolean;
  errorMessage: string | null;
  testRun: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

/** A user's support ticket (migration 2026_11_30_090000). */
export interface SupportTicketsTable {
  id: Generated<string>;
  number: Generated<number>;
  userId: string;
  subject: string;
  category: TTicketCategory;
  status: ColumnType<TTicketStatus, TTicketStatus | undefined, TTicketStatus>;
  assignedTo: string | null;
  lastMessageAt: ColumnType<Date, Date | string | undefined, Date | string>;
  closedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One message of a ticket's thread; `internal` ones are admins' notes. */
export interface SupportMessagesTable {
  id: Generated<string>;
  ticketId: string;
  authorId: string | null;
  authorRole: 'user' | 'admin';
  body: string;
  internal: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

export interface SupportAttachmentsTable {
  messageId: string;
  mediaFileId: string;
}

/** The database as Kysely sees it, camelCased by the CamelCasePlugin. */
export interface BillingCustomersTable {
  userId: string;
  stripeCustomerId: string;
  createdAt: CreatedAt;
}

export interface SubscriptionsTable {
  userId: string;
  stripeSubscriptionId: string;
  planId: string;
  interval: 'month' | 'year';
  currency: string;
  status: 'active' | 'past_due' | 'cancelled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: ColumnType<boolean, boolean | undefined, boolean>;
  /** When Stripe made the stored state: an older event never overwrites a newer one. */
  stripeUpdatedAt: Date;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface InvoicesTable {
  id: Generated<string>;
  userId: string;
  /** Stripe's invoice id for a plan period, the Checkout Session id for a word pack. */
  stripeId: string;
  kind: 'plan' | 'pack';
  itemId: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  words: ColumnType<number, number | undefined, number>;
  hostedUrl: string | null;
  periodEnd: Date | null;
  createdAt: CreatedAt;
}

export interface StripeEventsTable {
  /** Stripe's event id: an event handled once is never handled again. */
  id: string;
  type: string;
  receivedAt: ColumnType<Date, Date | undefined, never>;
}

export interface AdminAuditLogTable {
  id: Generated<string>;
  adminId: string | null;
  adminEmail: string;
  action: TAuditAction;
  targetUserId: string | null;
  targetEmail: string | null;
  /** JSON; read it as `details::text` (the CamelCasePlugin would rename its keys). */
  details: ColumnType<unknown, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface DB {
  permanentlyRemovedUrls: PermanentlyRemovedUrlsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  userRoles: UserRolesTable;
  emailTokens: EmailTokensTable;
  oauthIdentities: OAuthIdentitiesTable;
  userProviderTokens: UserProviderTokensTable;
  mailOutbox: MailOutboxTable;
  wordBalance: WordBalanceTable;
  wordGrants: WordGrantsTable;
  wordHolds: WordHoldsTable;
  wordTransactions: WordTransactionsTable;
  httpRequests: HttpRequestsTable;
  httpFrontendMappings: HttpFrontendMappingsTable;
  rateLimits: RateLimitsTable;
  aiGenerations: AiGenerationsTable;
  aiGenerationEvents: AiGenerationEventsTable;
  appSettings: AppSettingsTable;
  linkedinPosts: LinkedinPostsTable;
  linkedinTemplates: LinkedinTemplatesTable;
  mediaFiles: MediaFilesTable;
  storageObjects: StorageObjectsTable;
  linkedinPostSnapshots: LinkedinPostSnapshotsTable;
  userNotices: UserNoticesTable;
  blogPosts: BlogPostsTable;
  blogPostLikes: BlogPostReactionsTable;
  blogPostBookmarks: BlogPostReactionsTable;
  blogPostViews: BlogPostViewsTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  articleWriterSessions: ArticleWriterSessionsTable;
  articleLinkChecks: ArticleLinkChecksTable;
  tools: ToolsTable;
  toolFields: ToolFieldsTable;
  toolWebhooks: ToolWebhooksTable;
  toolSeo: ToolSeoTable;
  toolChaining: ToolChainingTable;
  toolUsageLogs: ToolUsageLogsTable;
  supportTickets: SupportTicketsTable;
  supportMessages: SupportMessagesTable;
  supportAttachments: SupportAttachmentsTable;
  billingCustomers: BillingCustomersTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  stripeEvents: StripeEventsTable;
  adminAuditLog: AdminAuditLogTable;
}
