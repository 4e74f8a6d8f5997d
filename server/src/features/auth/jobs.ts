import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { mailLinkToAddress } from './service.ts';

/** A verification or reset link asked for by typing an address; the account is looked up by the job. */
export const ZLinkByAddressJob = z.object({
  kind: z.enum(['verification', 'reset']),
  email: z.string(),
  language: z.string().optional(),
});
export type TLinkByAddressJob = z.infer<typeof ZLinkByAddressJob>;

/**
 * The work of "resend verification" and "forgot password" after the form is answered: whether
 * the address has an account decides whether a token is written and a mail queued, and that
 * work must not show in the time the form takes to answer.
 */
export const mailLinkByAddressJob = defineJob({
  name: 'mail-link-by-address',
  payload: ZLinkByAddressJob,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  handler: (request, deps) => mailLinkToAddress(deps, request),
});
