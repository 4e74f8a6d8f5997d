/**
 * Support tickets (issue 16 point 4): a user opens a ticket, reads and answers its thread and
 * closes it; admins read every ticket, answer (the user is mailed), leave internal notes, assign
 * tickets and change their status. A user's reads and writes are always filtered by owner.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import { isLanguageCode } from '@wordloom/shared/languages';
import {
  ADMIN_TICKETS_PAGE_SIZE,
  type AdminTicketDetail,
  type AdminTicketList,
  type TAdminTicketList,
  type TAdminTicketReply,
  type TAssignTicket,
  TICKET_STATUSES,
  type TicketDetail,
  type TicketMessage,
  type TicketSummary,
  type TOpenTicket,
  type TSetTicketStatus,
  type TTicketId,
  type TTicketReply,
} from '@wordloom/shared/schemas/support';
import { type Executor, inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { queueMail } from '../mail/service.ts';
import { mediaUrl } from '../media/service.ts';
import { hasRole } from '../users/roles.ts';
import {
  type AdminTicketFilter,
  countAdminTicketsByStatus,
  insertAttachments,
  insertMessage,
  insertTicket,
  lockMediaFiles,
  selectAdmins,
  selectAdminTickets,
  selectAttachableMediaIds,
  selectAttachments,
  selectCanSeeSupportFile,
  selectMessages,
  selectTicket,
  selectTicketUser,
  selectUserTickets,
  type TicketRow,
  updateTicket,
} from './queries.ts';

/** What the user sees as the author of an admin's message whose name is not known (any more). */
const SUPPORT_TEAM_NAME = 'Wordloom support';

function summaryOf(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category,
    status: row.status,
    lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
  };
}

/** An admin as a user meets them: by first name only. */
function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] || SUPPORT_TEAM_NAME;
}

/**
 * A ticket's thread, oldest first, with each message's files. The user's view leaves internal
 * notes out and names admins by first name; the admins' view has every message and full names.
 */
async function thread(db: Executor, ticketId: string, view: 'user' | 'admin'): Promise<TicketMessage[]> {
  const messages = await selectMessages(db, { ticketId, withInternal: view === 'admin' });
  const attachments = await selectAttachments(db, { messageIds: messages.map((message) => message.id) });
  return messages.map((message) => ({
    id: message.id,
    authorRole: message.authorRole,
    authorName:
      message.authorRole === 'admin' && view === 'user'
        ? firstName(message.authorName)
        : message.authorName?.trim() || (message.authorRole === 'admin' ? SUPPORT_TEAM_NAME : ''),
    body: message.body,
    internal: message.internal,
    attachments: attachments
      .filter((file) => file.messageId === message.id)
      .map((file) => ({
        id: file.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.size,
        url: mediaUrl(file.bucket, file.key),
      })),
    createdAt: message.createdAt,
  }));
}

async function ownTicket(db: Executor, { ticketId, userId }: { ticketId: string; userId: string }, lock = false) {
  const ticket = await selectTicket(db, { ticketId, userId, lock });
  if (!ticket) throw new AppError(AppErrorCode.TICKET_NOT_FOUND);
  return ticket;
}

async function anyTicket(db: Executor, ticketId: string, lock = false) {
  const ticket = await selectTicket(db, { ticketId, lock });
  if (!ticket) throw new AppError(AppErrorCode.TICKET_NOT_FOUND);
  return ticket;
}

/**
 * Adds a message with its files. Each file must be the author's own upload to the support bucket
 * that no other message carries: anything else (another user's file, one already attached, an
 * unknown id) refuses the whole message.
 */
async function addMessage(
  db: Executor,
  message: {
    ticketId: string;
    authorId: string;
    authorRole: 'user' | 'admin';
    body: string;
    internal: boolean;
    attachmentIds: readonly string[];
  },
): Promise<void> {
  const { attachmentIds, ...row } = message;
  const wanted = [...new Set(attachmentIds)];
  await lockMediaFiles(db, { ids: wanted });
  const attachable = await selectAttachableMediaIds(db, { userId: message.authorId, ids: wanted });
  if (attachable.length !== wanted.length || wanted.length !== attachmentIds.length) {
    throw new AppError(AppErrorCode.TICKET_ATTACHMENT_INVALID);
  }
  const messageId = await insertMessage(db, row);
  await insertAttachments(db, { messageId, mediaFileIds: wanted });
}

async function userDetail(db: Executor, ticket: TicketRow): Promise<TicketDetail> {
  return { ...summaryOf(ticket), messages: await thread(db, ticket.id, 'user') };
}

async function adminDetail(db: Executor, ticket: TicketRow): Promise<AdminTicketDetail> {
  const user = await selectTicketUser(db, { userId: ticket.userId });
  const [assignee] = ticket.assignedTo ? await selectAdmins(db, { userId: ticket.assignedTo }) : [];
  return {
    ...summaryOf(ticket),
    messages: await thread(db, ticket.id, 'admin'),
    user: { id: ticket.userId, email: user?.email ?? '', name: user?.name ?? '' },
    assignedTo: assignee ? { id: assignee.id, name: assignee.name } : null,
  };
}

/** The user's own tickets, newest activity first. */
export async function listTickets(db: Executor, { userId }: { userId: string }): Promise<TicketSummary[]> {
  return (await selectUserTickets(db, { userId })).map(summaryOf);
}

/** One of the user's tickets with its thread (internal notes left out); another's is not found. */
export async function getTicket(db: Executor, input: TTicketId & { userId: string }): Promise<TicketDetail> {
  return userDetail(db, await ownTicket(db, input));
}

/** Opens a ticket with its first message; it waits for an admin (status open). */
export async function openTicket(
  deps: Pick<AppDeps, 'db'>,
  { userId, subject, category, message, attachmentIds }: TOpenTicket & { userId: string },
): Promise<TicketDetail> {
  return inTransaction(deps.db, async (trx) => {
    const ticketId = await insertTicket(trx, { userId, subject, category });
    await addMessage(trx, {
      ticketId,
      authorId: userId,
      authorRole: 'user',
      body: message,
      internal: false,
      attachmentIds,
    });
    return userDetail(trx, await ownTicket(trx, { ticketId, userId }));
  });
}

/** The user answers their ticket: it waits for an admin again, even if it was closed. */
export async function reply(
  deps: Pick<AppDeps, 'db'>,
  { userId, ticketId, message, attachmentIds }: TTicketReply & { userId: string },
): Promise<TicketDetail> {
  return inTransaction(deps.db, async (trx) => {
    await ownTicket(trx, { ticketId, userId }, true);
    await addMessage(trx, {
      ticketId,
      authorId: userId,
      authorRole: 'user',
      body: message,
      internal: false,
      attachmentIds,
    });
    await updateTicket(trx, { ticketId, userId, status: 'open', closedAt: null, touchLastMessage: true });
    return userDetail(trx, await ownTicket(trx, { ticketId, userId }));
  });
}

/** The user closes their ticket (a later reply opens it again). */
export async function closeTicket(
  db: Executor,
  { userId, ticketId }: TTicketId & { userId: string },
): Promise<TicketDetail> {
  return inTransaction(db, async (trx) => {
    const ticket = await ownTicket(trx, { ticketId, userId }, true);
    if (ticket.status !== 'closed')
      await updateTicket(trx, { ticketId, userId, status: 'closed', closedAt: new Date() });
    return userDetail(trx, await ownTicket(trx, { ticketId, userId }));
  });
}

/** `#1042` or `1042` is also a ticket number. */
function ticketNumberOf(search: string): number | undefined {
  const match = /^#?\s*(\d{1,9})$/.exec(search);
  return match ? Number(match[1]) : undefined;
}

/**
 * The admins' inbox: one page of tickets, newest activity first, filtered by status, by "assigned
 * to me" and by a search in the subject, the user's address or the number; with the tickets per
 * status under the same search and assignment filter (the tabs' counts).
 */
export async function listAdminTickets(
  db: Executor,
  { adminId, status, mine, search, page }: TAdminTicketList & { adminId: string },
): Promise<AdminTicketList> {
  const filter: AdminTicketFilter = {
    ...(status ? { status } : {}),
    ...(mine ? { assignedTo: adminId } : {}),
    ...(search ? { text: search } : {}),
    ...(search && ticketNumberOf(search) !== undefined ? { number: ticketNumberOf(search) } : {}),
  };
  const { rows, total } = await selectAdminTickets(db, {
    filter,
    limit: ADMIN_TICKETS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_TICKETS_PAGE_SIZE,
  });
  const counted = await countAdminTicketsByStatus(db, { filter });
  const counts = Object.fromEntries(
    TICKET_STATUSES.map((each) => [each, counted.find((row) => row.status === each)?.count ?? 0]),
  ) as AdminTicketList['counts'];
  return {
    items: rows.map((row) => ({
      ...summaryOf(row),
      user: { id: row.userId, email: row.userEmail, name: row.userName ?? '' },
      assignedTo: row.assignedTo ? { id: row.assignedTo, name: row.assigneeName ?? '' } : null,
      messageCount: row.messageCount,
    })),
    total,
    page,
    pageSize: ADMIN_TICKETS_PAGE_SIZE,
    counts,
  };
}

/** Any ticket, with every message (internal notes too), its user and its assignee. */
export async function getAdminTicket(db: Executor, { ticketId }: TTicketId): Promise<AdminTicketDetail> {
  return adminDetail(db, await anyTicket(db, ticketId));
}

/**
 * An admin answers a ticket, or leaves an internal note. An answer waits for the user
 * (waiting_for_user) and is mailed to them in their language; the mail job is queued in the same
 * transaction, so it goes out only if the answer is saved. A note changes nothing the user sees.
 */
export async function adminReply(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'secrets' | 'config'>,
  { adminId, ticketId, message, attachmentIds, internal }: TAdminTicketReply & { adminId: string },
): Promise<AdminTicketDetail> {
  return inTransaction(deps.db, async (trx) => {
    const ticket = await anyTicket(trx, ticketId, true);
    await addMessage(trx, { ticketId, authorId: adminId, authorRole: 'admin', body: message, internal, attachmentIds });
    await recordAdminAction(trx, {
      adminId,
      action: 'ticket_replied',
      targetUserId: ticket.userId,
      details: { ticketId, number: ticket.number, internal },
    });
    if (!internal) {
      await updateTicket(trx, { ticketId, status: 'waiting_for_user', closedAt: null, touchLastMessage: true });
      const user = await selectTicketUser(trx, { userId: ticket.userId });
      if (user) {
        await queueMail(
          { ...deps, db: trx },
          {
            kind: 'support_reply',
            to: user.email,
            name: user.name,
            language: isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : 'en',
            ticketNumber: ticket.number,
            ticketSubject: ticket.subject,
            replyText: message,
            link: new URL(`/support/${ticket.id}`, deps.config.appUrl).toString(),
          },
        );
      }
    }
    return adminDetail(trx, await anyTicket(trx, ticketId));
  });
}

/** Assigns a ticket to an admin (only an admin can be), or to no one. */
export async function assignTicket(
  db: Executor,
  { ticketId, adminId, actorId }: TAssignTicket & { actorId: string },
): Promise<AdminTicketDetail> {
  return inTransaction(db, async (trx) => {
    const ticket = await anyTicket(trx, ticketId, true);
    if (adminId !== null && (await selectAdmins(trx, { userId: adminId })).length === 0) {
      throw new AppError(AppErrorCode.USER_NOT_FOUND);
    }
    await updateTicket(trx, { ticketId, assignedTo: adminId });
    await recordAdminAction(trx, {
      adminId: actorId,
      action: 'ticket_assigned',
      targetUserId: ticket.userId,
      details: { ticketId, number: ticket.number, assignedTo: adminId },
    });
    return adminDetail(trx, await anyTicket(trx, ticketId));
  });
}

/** An admin sets the status; closing records when, any other status clears it. */
export async function setTicketStatus(
  db: Executor,
  { ticketId, status, actorId }: TSetTicketStatus & { actorId: string },
): Promise<AdminTicketDetail> {
  return inTransaction(db, async (trx) => {
    const ticket = await anyTicket(trx, ticketId, true);
    if (ticket.status !== status) {
      await updateTicket(trx, { ticketId, status, closedAt: status === 'closed' ? new Date() : null });
      await recordAdminAction(trx, {
        adminId: actorId,
        action: 'ticket_status_changed',
        targetUserId: ticket.userId,
        details: { ticketId, number: ticket.number, status },
      });
    }
    return adminDetail(trx, await anyTicket(trx, ticketId));
  });
}

/** The admins a ticket can be assigned to. */
export async function listSupportAdmins(db: Executor): Promise<{ id: string; name: string; email: string }[]> {
  return selectAdmins(db);
}

/**
 * Support files are private (unlike a post's images): an admin sees them all, a user their own
 * uploads and the files of their ticket's messages, never those of an internal note.
 */
export async function canSeeSupportFile(db: Executor, { key, userId }: { key: string; userId: string }) {
  if (await hasRole(db, { userId, role: 'admin' })) return true;
  return selectCanSeeSupportFile(db, { key, userId });
}
