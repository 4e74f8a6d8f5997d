import { SUPPORT_MEDIA_BUCKET, type TTicketStatus } from '@wordloom/shared/schemas/support';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB, SupportTicketsTable } from '../../db/schema.ts';

const TICKET_COLUMNS = [
  'supportTickets.id',
  'supportTickets.number',
  'supportTickets.userId',
  'supportTickets.subject',
  'supportTickets.category',
  'supportTickets.status',
  'supportTickets.assignedTo',
  'supportTickets.lastMessageAt',
  'supportTickets.closedAt',
  'supportTickets.createdAt',
] as const;

export interface TicketRow {
  id: string;
  number: number;
  userId: string;
  subject: string;
  category: SupportTicketsTable['category'];
  status: TTicketStatus;
  assignedTo: string | null;
  lastMessageAt: Date;
  closedAt: Date | null;
  createdAt: Date;
}

/** Newest activity first; the number breaks ties so a page never shuffles. */
const NEWEST_ACTIVITY = [sql`support_tickets.last_message_at desc`, sql`support_tickets.number desc`] as const;

/** The user's own tickets, newest activity first. */
export async function selectUserTickets(db: Executor, { userId }: { userId: string }): Promise<TicketRow[]> {
  return db
    .selectFrom('supportTickets')
    .select(TICKET_COLUMNS)
    .where('supportTickets.userId', '=', userId)
    .orderBy(NEWEST_ACTIVITY[0])
    .orderBy(NEWEST_ACTIVITY[1])
    .execute();
}

/**
 * One ticket; with `userId`, only if it is that user's (another user's is simply not found).
 * `lock` holds the row until the transaction ends, so concurrent replies change it one at a time.
 */
export async function selectTicket(
  db: Executor,
  { ticketId, userId, lock = false }: { ticketId: string; userId?: string; lock?: boolean },
): Promise<TicketRow | undefined> {
  let query = db.selectFrom('supportTickets').select(TICKET_COLUMNS).where('supportTickets.id', '=', ticketId);
  if (userId !== undefined) query = query.where('supportTickets.userId', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertTicket(
  db: Executor,
  ticket: { userId: string; subject: string; category: SupportTicketsTable['category'] },
): Promise<string> {
  const row = await db
    .insertInto('supportTickets')
    .values({ ...ticket, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a ticket; `userId` keeps a user's change to their own ticket. The rows changed (0 or 1). */
export async function updateTicket(
  db: Executor,
  {
    ticketId,
    userId,
    status,
    closedAt,
    assignedTo,
    touchLastMessage = false,
  }: {
    ticketId: string;
    userId?: string;
    status?: TTicketStatus;
    closedAt?: Date | null;
    assignedTo?: string | null;
    /** A message was added: the ticket's activity is now (the database's clock, as the message's). */
    touchLastMessage?: boolean;
  },
): Promise<number> {
  let query = db
    .updateTable('supportTickets')
    .set({
      updatedAt: sql`now()`,
      ...(status === undefined ? {} : { status }),
      ...(closedAt === undefined ? {} : { closedAt }),
      ...(assignedTo === undefined ? {} : { assignedTo }),
      ...(touchLastMessage ? { lastMessageAt: sql`now()` } : {}),
    })
    .where('id', '=', ticketId);
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertMessage(
  db: Executor,
  message: { ticketId: string; authorId: string; authorRole: 'user' | 'admin'; body: string; internal: boolean },
): Promise<string> {
  const row = await db.insertInto('supportMessages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Locks the file rows among `ids` until the transaction ends: two messages sent at once that name
 * the same file take it one after the other, and the second one's next statement sees the first.
 */
export async function lockMediaFiles(db: Executor, { ids }: { ids: readonly string[] }): Promise<void> {
  if (ids.length === 0) return;
  await db.selectFrom('mediaFiles').select('mediaFiles.id').where('mediaFiles.id', 'in', ids).forUpdate().execute();
}

/**
 * The ids among `ids` that the user may attach: their own uploads of the support bucket that no
 * message carries yet. Call it after `lockMediaFiles`, in a statement of its own, so it sees an
 * attachment that a message committed while this one waited for the lock.
 */
export async function selectAttachableMediaIds(
  db: Executor,
  { userId, ids }: { userId: string; ids: readonly string[] },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('mediaFiles')
    .select('mediaFiles.id')
    .where('mediaFiles.id', 'in', ids)
    .where('mediaFiles.userId', '=', userId)
    .where('mediaFiles.bucket', '=', SUPPORT_MEDIA_BUCKET)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('supportAttachments')
            .select('supportAttachments.messageId')
            .whereRef('supportAttachments.mediaFileId', '=', 'mediaFiles.id'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

export async function insertAttachments(
  db: Executor,
  { messageId, mediaFileIds }: { messageId: string; mediaFileIds: readonly string[] },
): Promise<void> {
  if (mediaFileIds.length === 0) return;
  await db
    .insertInto('supportAttachments')
    .values(mediaFileIds.map((mediaFileId) => ({ messageId, mediaFileId })))
    .execute();
}

export interface MessageRow {
  id: string;
  authorId: string | null;
  authorRole: 'user' | 'admin';
  /** The author's profile name; null once their account is gone. */
  authorName: string | null;
  body: string;
  internal: boolean;
  createdAt: Date;
}

/** A ticket's messages, oldest first; internal notes only when asked for. */
export async function selectMessages(
  db: Executor,
  { ticketId, withInternal }: { ticketId: string; withInternal: boolean },
): Promise<MessageRow[]> {
  let query = db
    .selectFrom('supportMessages')
    .leftJoin('profiles', 'profiles.userId', 'supportMessages.authorId')
    .select([
      'supportMessages.id',
      'supportMessages.authorId',
      'supportMessages.authorRole',
      'profiles.name as authorName',
      'supportMessages.body',
      'supportMessages.internal',
      'supportMessages.createdAt',
    ])
    .where('supportMessages.ticketId', '=', ticketId);
  if (!withInternal) query = query.where('supportMessages.internal', '=', false);
  return query.orderBy('supportMessages.createdAt').orderBy('supportMessages.id').execute();
}

export interface AttachmentRow {
  messageId: string;
  id: string;
  bucket: string;
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export async function selectAttachments(db: Executor, { messageIds }: { messageIds: readonly string[] }) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('supportAttachments')
    .innerJoin('mediaFiles', 'mediaFiles.id', 'supportAttachments.mediaFileId')
    .select([
      'supportAttachments.messageId',
      'mediaFiles.id',
      'mediaFiles.bucket',
      'mediaFiles.key',
      'mediaFiles.fileName',
      'mediaFiles.mimeType',
      'mediaFiles.size',
    ])
    .where('supportAttachments.messageId', 'in', messageIds)
    .orderBy('mediaFiles.createdAt')
    .orderBy('mediaFiles.id')
    .execute() satisfies Promise<AttachmentRow[]>;
}

/**
 * Whether the support file `key` may be shown to the user: their own upload, or a file attached to
 * a message of their ticket that is not an internal note (an admin's answer carries admin uploads).
 */
export async function selectCanSeeSupportFile(
  db: Executor,
  { key, userId }: { key: string; userId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('mediaFiles')
    .select('mediaFiles.id')
    .where('mediaFiles.bucket', '=', SUPPORT_MEDIA_BUCKET)
    .where('mediaFiles.key', '=', key)
    .where((eb) =>
      eb.or([
        eb('mediaFiles.userId', '=', userId),
        eb.exists(
          eb
            .selectFrom('supportAttachments')
            .innerJoin('supportMessages', 'supportMessages.id', 'supportAttachments.messageId')
            .innerJoin('supportTickets', 'supportTickets.id', 'supportMessages.ticketId')
            .select('supportAttachments.messageId')
            .whereRef('supportAttachments.mediaFileId', '=', 'mediaFiles.id')
            .where('supportMessages.internal', '=', false)
            .where('supportTickets.userId', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** A user as a ticket shows them: address, name and the language their mails are written in. */
export async function selectTicketUser(
  db: Executor,
  { userId }: { userId: string },
): Promise<{ id: string; email: string; name: string; preferredLanguage: string } | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.id', 'users.email', 'profiles.name', 'profiles.preferredLanguage'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The users who hold the admin role, by name. */
export async function selectAdmins(
  db: Executor,
  { userId }: { userId?: string } = {},
): Promise<Array<{ id: string; name: string; email: string }>> {
  let query = db
    .selectFrom('userRoles')
    .innerJoin('users', 'users.id', 'userRoles.userId')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.id', 'profiles.name', 'users.email'])
    .where('userRoles.role', '=', 'admin');
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  return query.orderBy('profiles.name').orderBy('users.email').execute();
}

export interface AdminTicketFilter {
  status?: TTicketStatus;
  /** Only the tickets assigned to this admin. */
  assignedTo?: string;
  /** Words of the subject or of the user's address (matched as typed, case aside)… */
  text?: string;
  /** …or the ticket's number. */
  number?: number;
}

/** `%` and `_` typed in a search are looked for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function adminFilter(filter: AdminTicketFilter, { withStatus }: { withStatus: boolean }) {
  return (eb: ExpressionBuilder<DB & { ticketUser: DB['users'] }, 'supportTickets' | 'ticketUser'>) => {
    const conditions = [];
    if (withStatus && filter.status) conditions.push(eb('supportTickets.status', '=', filter.status));
    if (filter.assignedTo) conditions.push(eb('supportTickets.assignedTo', '=', filter.assignedTo));
    if (filter.text) {
      const pattern = likePattern(filter.text);
      const matches = [eb('supportTickets.subject', 'ilike', pattern), eb('ticketUser.email', 'ilike', pattern)];
      if (filter.number !== undefined) matches.push(eb('supportTickets.number', '=', filter.number));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

export interface AdminTicketRow extends TicketRow {
  userEmail: string;
  userName: string | null;
  assigneeName: string | null;
  messageCount: number;
}

/** One page of the inbox, newest activity first, and how many tickets the filter finds. */
export async function selectAdminTickets(
  db: Executor,
  { filter, limit, offset }: { filter: AdminTicketFilter; limit: number; offset: number },
): Promise<{ rows: AdminTicketRow[]; total: number }> {
  const base = db
    .selectFrom('supportTickets')
    .innerJoin('users as ticketUser', 'ticketUser.id', 'supportTickets.userId')
    .where(adminFilter(filter, { withStatus: true }));
  const rows = await base
    .leftJoin('profiles as userProfile', 'userProfile.userId', 'supportTickets.userId')
    .leftJoin('profiles as assigneeProfile', 'assigneeProfile.userId', 'supportTickets.assignedTo')
    .select(TICKET_COLUMNS)
    .select((eb) => [
      'ticketUser.email as userEmail',
      'userProfile.name as userName',
      'assigneeProfile.name as assigneeName',
      eb
        .selectFrom('supportMessages')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('supportMessages.ticketId', '=', 'supportTickets.id')
        .as('messageCount'),
    ])
    .orderBy(NEWEST_ACTIVITY[0])
    .orderBy(NEWEST_ACTIVITY[1])
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({ ...row, messageCount: Number(row.messageCount ?? 0) })),
    total: Number(total),
  };
}

/** Tickets per status under the filter, its status aside (the inbox's tabs). */
export async function countAdminTicketsByStatus(
  db: Executor,
  { filter }: { filter: AdminTicketFilter },
): Promise<Array<{ status: TTicketStatus; count: number }>> {
  const rows = await db
    .selectFrom('supportTickets')
    .innerJoin('users as ticketUser', 'ticketUser.id', 'supportTickets.userId')
    .where(adminFilter(filter, { withStatus: false }))
    .select((eb) => ['supportTickets.status', eb.fn.countAll<number>().as('count')])
    .groupBy('supportTickets.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
