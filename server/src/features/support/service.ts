/** Support tickets (issue 16 point 4). Placeholder signatures: the support work fills them in. */
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  AdminTicketDetail,
  AdminTicketList,
  TAdminTicketList,
  TAdminTicketReply,
  TAssignTicket,
  TicketDetail,
  TicketSummary,
  TOpenTicket,
  TSetTicketStatus,
  TTicketId,
  TTicketReply,
} from '@wordloom/shared/schemas/support';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';

function notYet(): never {
  throw new AppError(AppErrorCode.INTERNAL, { detail: 'support: not built yet' });
}

export async function listTickets(_db: Kysely<DB>, _input: { userId: string }): Promise<TicketSummary[]> {
  return notYet();
}
export async function getTicket(_db: Kysely<DB>, _input: TTicketId & { userId: string }): Promise<TicketDetail> {
  return notYet();
}
export async function openTicket(_deps: AppDeps, _input: TOpenTicket & { userId: string }): Promise<TicketDetail> {
  return notYet();
}
export async function reply(_deps: AppDeps, _input: TTicketReply & { userId: string }): Promise<TicketDetail> {
  return notYet();
}
export async function closeTicket(_db: Kysely<DB>, _input: TTicketId & { userId: string }): Promise<TicketDetail> {
  return notYet();
}
export async function listAdminTickets(
  _db: Kysely<DB>,
  _input: TAdminTicketList & { adminId: string },
): Promise<AdminTicketList> {
  return notYet();
}
export async function getAdminTicket(_db: Kysely<DB>, _input: TTicketId): Promise<AdminTicketDetail> {
  return notYet();
}
export async function adminReply(
  _deps: AppDeps,
  _input: TAdminTicketReply & { adminId: string },
): Promise<AdminTicketDetail> {
  return notYet();
}
export async function assignTicket(_db: Kysely<DB>, _input: TAssignTicket): Promise<AdminTicketDetail> {
  return notYet();
}
export async function setTicketStatus(_db: Kysely<DB>, _input: TSetTicketStatus): Promise<AdminTicketDetail> {
  return notYet();
}
export async function listSupportAdmins(_db: Kysely<DB>): Promise<{ id: string; name: string; email: string }[]> {
  return notYet();
}
