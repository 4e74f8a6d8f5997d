/**
 * The admin console (issue 16 point 6): finding users, changing their words, suspending them,
 * their admin role, removed URLs and the audit log of it all.
 */
import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

/** Codes of the forms' rules; the pages show each as a sentence. */
export const AdminValidation = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  WORDS_RANGE: 'WORDS_RANGE',
  PATH_INVALID: 'PATH_INVALID',
} as const;
const V = AdminValidation;

export const ADMIN_USERS_PAGE_SIZE = 25;
export const AUDIT_LOG_PAGE_SIZE = 50;
/** The most words one grant or deduction moves. */
export const ADMIN_WORDS_MAX = 10_000_000;
export const ADMIN_REASON_MAX = 500;

export const ZAdminUserSearch = z.object({
  /** Part of the e-mail address or the name; empty lists everyone, newest first. */
  search: lineText().trim().max(254).default(''),
  /** Only admins, or only suspended accounts. */
  filter: z.enum(['all', 'admins', 'suspended']).default('all'),
  page: z.number().int().min(1).default(1),
});
export type TAdminUserSearch = z.input<typeof ZAdminUserSearch>;

export const ZAdminUserId = z.object({ userId: z.uuid() });
export type TAdminUserId = z.infer<typeof ZAdminUserId>;

const reason = () => multilineText().trim().min(1, V.REQUIRED).max(ADMIN_REASON_MAX, V.TOO_LONG);

/** Grant or deduct words; the reason is the ledger row's note, which the user reads in their history. */
export const ZAdjustWords = z.object({
  userId: z.uuid(),
  direction: z.enum(['grant', 'deduct']),
  words: z.number().int(V.WORDS_RANGE).min(1, V.WORDS_RANGE).max(ADMIN_WORDS_MAX, V.WORDS_RANGE),
  reason: reason(),
  /** Granted words expire after this many days; none means they never expire. */
  expiresInDays: z.number().int().min(1).max(3650).nullable().default(null),
});
export type TAdjustWordsForm = z.input<typeof ZAdjustWords>;
export type TAdjustWords = z.output<typeof ZAdjustWords>;

export const ZSuspendUser = z.object({ userId: z.uuid(), reason: reason() });
export type TSuspendUserForm = z.input<typeof ZSuspendUser>;
export type TSuspendUser = z.output<typeof ZSuspendUser>;

export const ZSetAdmin = z.object({ userId: z.uuid(), admin: z.boolean() });
export type TSetAdmin = z.infer<typeof ZSetAdmin>;

/** Every action the audit log records. */
export const AUDIT_ACTIONS = [
  'words_granted',
  'words_deducted',
  'user_suspended',
  'user_restored',
  'admin_promoted',
  'admin_demoted',
  'removed_url_added',
  'removed_url_deleted',
  'ticket_assigned',
  'ticket_status_changed',
  'ticket_replied',
  'tool_created',
  'tool_updated',
  'tool_deleted',
  'http_mapping_saved',
  'http_mapping_deleted',
  'ai_settings_changed',
  'article_updated',
  'article_published',
  'article_unpublished',
  'article_deleted',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditLogList = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Only the actions on one user. */
  targetUserId: z.uuid().optional(),
  page: z.number().int().min(1).default(1),
});
export type TAuditLogList = z.input<typeof ZAuditLogList>;

/** spec §3: an exact path, or "Starts with: " followed by a path prefix. */
export const REMOVED_URL_PREFIX_MARKER = 'Starts with: ';
export const ZAddRemovedUrl = z.object({
  path: lineText()
    .trim()
    .min(1, V.REQUIRED)
    .max(2048, V.TOO_LONG)
    .refine((path) => path.startsWith('/'), V.PATH_INVALID),
  match: z.enum(['exact', 'prefix']),
});
export type TAddRemovedUrlForm = z.input<typeof ZAddRemovedUrl>;
export type TAddRemovedUrl = z.output<typeof ZAddRemovedUrl>;

export const ZRemovedUrlId = z.object({ id: z.uuid() });
export type TRemovedUrlId = z.infer<typeof ZRemovedUrlId>;

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  suspendedAt: Date | null;
  subscriptionStatus: 'free' | 'active' | 'past_due' | 'cancelled';
  availableWords: number;
  createdAt: Date;
}

export interface AdminUserDetail extends AdminUserRow {
  emailVerifiedAt: Date | null;
  suspendedReason: string | null;
  profile: { phone: string | null; organization: string | null; city: string | null; country: string | null };
  /** Whether taking away this user's admin role would leave no admin. */
  isLastAdmin: boolean;
  heldWords: number;
  plan: { planId: string; interval: 'month' | 'year'; currentPeriodEnd: Date; status: string } | null;
  trial: { blogsRemaining: number; endsAt: Date };
  ledger: {
    id: string;
    transactionType: string;
    wordsAmount: number;
    description: string;
    expiresAt: Date | null;
    createdAt: Date;
  }[];
  posts: { id: string; title: string; status: string; createdAt: Date }[];
  articles: { id: string; title: string; status: string; languageCode: string; updatedAt: Date }[];
  tickets: { id: string; number: number; subject: string; status: string; lastMessageAt: Date }[];
  sessions: {
    publicId: string;
    userAgent: string | null;
    ipAddress: string | null;
    lastSeenAt: Date;
    createdAt: Date;
  }[];
}

export interface AuditLogEntry {
  id: string;
  adminId: string | null;
  adminEmail: string;
  action: TAuditAction;
  targetUserId: string | null;
  targetEmail: string | null;
  /** What changed, as stored (e.g. { words, reason }). */
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface RemovedUrlRow {
  id: string;
  /** As stored: an exact path, or "Starts with: " and a prefix. */
  url: string;
  createdAt: Date;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
