import { trpc } from '../../../lib/trpc.ts';

/** After a change to a ticket, the ticket and the inbox (its counts and its rows) read the server again. */
export function useRefreshTicket() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.support.adminGet.invalidate(), utils.support.adminList.invalidate()]);
}
