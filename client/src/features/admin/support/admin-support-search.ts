import { type TAdminTicketListForm, TICKET_STATUSES, type TTicketStatus } from '@wordloom/shared/schemas/support';
import { z } from 'zod';

/**
 * /admin/support's address: the status tab, "assigned to me", the search `q` and `page`, each
 * optional; a value that makes no sense falls back to the default instead of an error.
 */
export const ZSupportInboxSearch = z.object({
  status: z.enum(TICKET_STATUSES).optional().catch(undefined),
  mine: z.boolean().optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type TSupportInboxSearch = z.infer<typeof ZSupportInboxSearch>;

export interface SupportInboxView {
  status: TTicketStatus;
  mine: boolean;
  q: string;
  page: number;
}

/** What the address shows, defaults filled in: the inbox opens on the tickets waiting for an admin. */
export function supportInboxView(search: TSupportInboxSearch): SupportInboxView {
  return { status: search.status ?? 'open', mine: search.mine ?? false, q: search.q ?? '', page: search.page ?? 1 };
}

/** The address of a view, defaults left out. */
export function supportInboxSearch(view: SupportInboxView): TSupportInboxSearch {
  return {
    status: view.status === 'open' ? undefined : view.status,
    mine: view.mine ? true : undefined,
    q: view.q === '' ? undefined : view.q,
    page: view.page === 1 ? undefined : view.page,
  };
}

/** The list query of a view: the route's loader and the page ask for the same. */
export function adminTicketsInput({ status, mine, q, page }: SupportInboxView): TAdminTicketListForm {
  return { status, mine, search: q, page };
}
