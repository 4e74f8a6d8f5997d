import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { subscribeAddress } from './service.ts';

export const ZNewsletterSubscribeJob = z.object({ email: z.string(), language: z.enum(LANGUAGE_CODES) });
export type TNewsletterSubscribeJob = z.infer<typeof ZNewsletterSubscribeJob>;

/**
 * The work of "Subscribe" after the visitor is answered: whether the address is already
 * subscribed decides whether tokens are written and a mail queued, and that must not show in
 * the time the request takes.
 */
export const newsletterSubscribeJob = defineJob({
  name: 'newsletter-subscribe',
  payload: ZNewsletterSubscribeJob,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  handler: (request, deps) => subscribeAddress(deps, request),
});
