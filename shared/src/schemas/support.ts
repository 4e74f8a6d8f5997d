/**
 * Support tickets (issue 16 point 4): what a user opens and writes, what an admin answers. One
 * schema serves the form and the server's input.
 */
import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

/** Codes of the form's rules; the pages show each as a sentence. */
export const SupportValidation = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  TOO_MANY_ATTACHMENTS: 'TOO_MANY_ATTACHMENTS',
} as const;
const V = SupportValidation;

export const TICKET_CATEGORIES = ['account', 'billing', 'technical', 'content', 'feature_request', 'other'] as const;
export type TTicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: waiting for an admin; waiting_for_user: an admin answered; closed: done (a user's reply opens it again). */
export const TICKET_STATUSES = ['open', 'waiting_for_user', 'closed'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 10_000;
/** Files one message may carry (uploads of the `support` bucket: images and PDFs). */
export const TICKET_ATTACHMENTS_MAX = 3;
export const SUPPORT_MEDIA_BUCKET = 'support';
export const ADMIN_TICKETS_PAGE_SIZE = 25;

const message = () => multilineText().trim().min(1, V.REQUIRED).max(TICKET_MESSAGE_MAX, V.TOO_LONG);
const attachments = () => z.array(z.uuid()).max(TICKET_ATTACHMENTS_MAX, V.TOO_MANY_ATTACHMENTS);

export const ZOpenTicket = z.object({
  subject: lineText().trim().min(1, V.REQUIRED).max(TICKET_SUBJECT_MAX, V.TOO_LONG),
  category: z.enum(TICKET_CATEGORIES),
  message: message(),
  /** Media file ids the user uploaded to the support bucket. */
  attachmentIds: attachments(),
});
export type TOpenTicketForm = z.input<typeof ZOpenTicket>;
export type TOpenTicket = z.output<typeof ZOpenTicket>;

export const ZTicketId = z.object({ ticketId: z.uuid() });
export type TTicketId = z.infer<typeof ZTicketId>;

export const ZTicketReply = z.object({ ticketId: z.uuid(), message: message(), attachmentIds: attachments() });
export type TTicketReplyForm = z.input<typeof ZTicketReply>;
export type TTicketReply = z.output<typeof ZTicketReply>;

/** An admin's answer (mailed to the user) or internal note (seen by admins only). */
export const ZAdminTicketReply = ZTicketReply.extend({ internal: z.boolean() });
export type TAdminTicketReplyForm = z.input<typeof ZAdminTicketReply>;
export type TAdminTicketReply = z.output<typeof ZAdminTicketReply>;

export const ZAdminTicketList = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  /** Only the tickets assigned to the admin asking. */
  mine: z.boolean().default(false),
  /** Words of the subject, the user's e-mail address, or a ticket number. */
  search: lineText().trim().max(200).default(''),
  page: z.number().int().min(1).default(1),
});
export type TAdminTicketListForm = z.input<typeof ZAdminTicketList>;
export type TAdminTicketList = z.output<typeof ZAdminTicketList>;

export const ZAssignTicket = z.object({ ticketId: z.uuid(), adminId: z.uuid().nullable() });
export type TAssignTicket = z.infer<typeof ZAssignTicket>;

export const ZSetTicketStatus = z.object({ ticketId: z.uuid(), status: z.enum(TICKET_STATUSES) });
export type TSetTicketStatus = z.infer<typeof ZSetTicketStatus>;

// ── What the server answers ─────────────────────────────────────────────────────────────────────

export interface TicketAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  /** The file's address (`/media/support/…`). */
  url: string;
}

export interface TicketMessage {
  id: string;
  authorRole: 'user' | 'admin';
  /** The user's name for their messages; an admin's first name (or "Wordloom support") for the user. */
  authorName: string;
  body: string;
  /** Admins only: a note the user never sees. */
  internal: boolean;
  attachments: TicketAttachment[];
  createdAt: Date;
}

export interface TicketSummary {
  id: string;
  number: number;
  subject: string;
  category: TTicketCategory;
  status: TTicketStatus;
  lastMessageAt: Date;
  createdAt: Date;
}

export interface TicketDetail extends TicketSummary {
  /** The user's view leaves internal notes out. */
  messages: TicketMessage[];
}

export interface AdminTicketSummary extends TicketSummary {
  user: { id: string; email: string; name: string };
  assignedTo: { id: string; name: string } | null;
  messageCount: number;
}

export interface AdminTicketDetail extends TicketDetail {
  user: { id: string; email: string; name: string };
  assignedTo: { id: string; name: string } | null;
}

export interface AdminTicketList {
  items: AdminTicketSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Tickets per status, whatever the filter: the inbox's tab counts. */
  counts: Record<TTicketStatus, number>;
}
