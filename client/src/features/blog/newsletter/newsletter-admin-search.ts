import {
  NEWSLETTER_STATUSES,
  type TListSubscribers,
  type TNewsletterStatus,
} from '@wordloom/shared/schemas/newsletter';
import { z } from 'zod';

/**
 * /admin/newsletter's address: `status`, the search `q` and `page`, each optional; a value that
 * makes no sense falls back to the default instead of an error.
 */
export const ZNewsletterAdminSearch = z.object({
  status: z.enum(NEWSLETTER_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(254).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type TNewsletterAdminSearch = z.infer<typeof ZNewsletterAdminSearch>;

export interface NewsletterAdminView {
  status: TNewsletterStatus | 'all';
  q: string;
  page: number;
}

/** What the address shows, defaults filled in. */
export function newsletterAdminView(search: TNewsletterAdminSearch): NewsletterAdminView {
  return { status: search.status ?? 'all', q: search.q ?? '', page: search.page ?? 1 };
}

/** The list query of a view: the route's loader and the page ask for the same. */
export function subscribersInput({ status, q, page }: NewsletterAdminView): TListSubscribers {
  return { status: status === 'all' ? undefined : status, search: q === '' ? undefined : q, page };
}
