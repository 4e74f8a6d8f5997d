import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import { LINK_STATUSES } from '@wordloom/shared/schemas/article-writer';
import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { brokenLinksMail } from '../mail/broken-links-mail.ts';

/** What the job stores: the list the mail shows (links to the author's own articles are no secret). */
export const ZBrokenLinksMail = z.object({
  to: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGE_CODES),
  articles: z.array(
    z.object({
      title: z.string(),
      editLink: z.string(),
      links: z.array(
        z.object({ url: z.string(), status: z.enum(LINK_STATUSES), httpStatus: z.number().int().nullable() }),
      ),
    }),
  ),
});
export type TBrokenLinksMail = z.infer<typeof ZBrokenLinksMail>;

/** Sends the weekly recheck's mail, retried like the product's other mails while SMTP fails. */
export const sendBrokenLinksMailJob = defineJob({
  name: 'send-broken-links-mail',
  payload: ZBrokenLinksMail,
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  async handler(mail, { mailer }) {
    await mailer.send(brokenLinksMail(mail));
  },
});
