import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TTicketStatus } from '@wordloom/shared/schemas/support';

/**
 * The admin's words for each status: the user's pages say "Waiting for you" where an admin reads
 * "Waiting for the user" (colours and category names are the user pages', in support-messages.ts).
 */
export const ADMIN_STATUS_LABELS: Record<TTicketStatus, MessageDescriptor> = {
  // A state, not the verb of the buttons that share the English word.
  open: msg({ message: 'Open', context: 'ticket status' }),
  waiting_for_user: msg`Waiting for the user`,
  closed: msg`Closed`,
};
