/**
 * The newsletter (issue 17 point 10): double opt-in by e-mail, an unsubscribe link in every mail,
 * and the subscribers listed for admins.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import { ZEmailOnly } from './auth.ts';
import { lineText } from './text.ts';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type TNewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Subscribers on one page of the admin list. */
export const NEWSLETTER_PAGE_SIZE = 25;

/** `newsletter.subscribe`: the address (the sign-up form's rules) and the language its mails are written in. */
export const ZSubscribe = z.object({
  email: ZEmailOnly.shape.email,
  languageCode: z.enum(LANGUAGE_CODES).default('en'),
});
export type TSubscribe = z.infer<typeof ZSubscribe>;

/** `newsletter.confirm` and `newsletter.unsubscribe`: the token of the mailed link. */
export const ZNewsletterToken = z.object({ token: lineText().min(1).max(200) });
export type TNewsletterToken = z.infer<typeof ZNewsletterToken>;

/** `newsletter.subscribers` (admins): one page, optionally of one status, searched in the addresses. */
export const ZListSubscribers = z.object({
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  search: lineText().trim().max(254).optional(),
  page: z.number().int().min(1).default(1),
});
export type TListSubscribers = z.infer<typeof ZListSubscribers>;

/** A subscriber as the admin list shows it. */
export interface TNewsletterSubscriber {
  id: string;
  email: string;
  languageCode: string;
  status: TNewsletterStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface TSubscriberList {
  subscribers: TNewsletterSubscriber[];
  /** Subscribers matching the status and search: what the pages count. */
  total: number;
  /** Subscribers matching the search, per status, and all of them. */
  counts: Record<TNewsletterStatus | 'all', number>;
}
