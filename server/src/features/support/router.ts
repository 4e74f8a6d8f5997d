import {
  ZAdminTicketList,
  ZAdminTicketReply,
  ZAssignTicket,
  ZOpenTicket,
  ZSetTicketStatus,
  ZTicketId,
  ZTicketReply,
} from '@wordloom/shared/schemas/support';
import { adminProcedure, protectedProcedure, router } from '../../trpc/init.ts';
import {
  adminReply,
  assignTicket,
  closeTicket,
  getAdminTicket,
  getTicket,
  listAdminTickets,
  listSupportAdmins,
  listTickets,
  openTicket,
  reply,
  setTicketStatus,
} from './service.ts';

/**
 * Support tickets (issue 16 point 4): users open, read, answer and close their own; admins read
 * every ticket, answer (mailed to the user), write internal notes, assign and change the status.
 */
export const supportRouter = router({
  list: protectedProcedure.query(({ ctx }) => listTickets(ctx.db, { userId: ctx.session.userId })),
  get: protectedProcedure
    .input(ZTicketId)
    .query(({ ctx, input }) => getTicket(ctx.db, { userId: ctx.session.userId, ...input })),
  open: protectedProcedure
    .input(ZOpenTicket)
    .mutation(({ ctx, input }) => openTicket(ctx, { userId: ctx.session.userId, ...input })),
  reply: protectedProcedure
    .input(ZTicketReply)
    .mutation(({ ctx, input }) => reply(ctx, { userId: ctx.session.userId, ...input })),
  close: protectedProcedure
    .input(ZTicketId)
    .mutation(({ ctx, input }) => closeTicket(ctx.db, { userId: ctx.session.userId, ...input })),

  adminList: adminProcedure
    .input(ZAdminTicketList)
    .query(({ ctx, input }) => listAdminTickets(ctx.db, { adminId: ctx.session.userId, ...input })),
  adminGet: adminProcedure.input(ZTicketId).query(({ ctx, input }) => getAdminTicket(ctx.db, input)),
  adminReply: adminProcedure
    .input(ZAdminTicketReply)
    .mutation(({ ctx, input }) => adminReply(ctx, { adminId: ctx.session.userId, ...input })),
  assign: adminProcedure
    .input(ZAssignTicket)
    .mutation(({ ctx, input }) => assignTicket(ctx.db, { actorId: ctx.session.userId, ...input })),
  setStatus: adminProcedure
    .input(ZSetTicketStatus)
    .mutation(({ ctx, input }) => setTicketStatus(ctx.db, { actorId: ctx.session.userId, ...input })),
  /** The admins a ticket can be assigned to. */
  admins: adminProcedure.query(({ ctx }) => listSupportAdmins(ctx.db)),
});
