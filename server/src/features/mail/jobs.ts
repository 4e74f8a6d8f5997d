import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { supportReplyMail } from './support-reply-mail.ts';
import {
  newsletterConfirmMail,
  passwordResetMail,
  scheduledPostFailedMail,
  tokenExpiringMail,
  verificationMail,
  welcomeMail,
} from './templates.ts';

/** Binds a sealed link to mail jobs, so it cannot be passed off as another kind of secret. */
export const MAIL_LINK_CONTEXT = 'mail-job-link';

const recipient = { to: z.string(), name: z.string(), language: z.enum(LANGUAGE_CODES) };

/**
 * What a mail job stores: enough to render the mail when it is sent, never the body. The
 * single-use link is sealed, so the job table holds no working link.
 */
export const ZMailJob = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['verify_email', 'reset_password']), ...recipient, sealedLink: z.string() }),
  z.object({ kind: z.literal('welcome'), ...recipient, freeWords: z.number().int().nonnegative() }),
  z.object({
    kind: z.literal('newsletter_confirm'),
    ...recipient,
    sealedLink: z.string(),
    sealedUnsubscribeLink: z.string(),
    sealedOneClickUnsubscribeLink: z.string(),
  }),
  z.object({
    kind: z.literal('linkedin_scheduled_post_failed'),
    ...recipient,
    postText: z.string(),
    scheduledFor: z.iso.datetime(),
    link: z.string(),
  }),
  z.object({
    kind: z.literal('linkedin_token_expiring'),
    ...recipient,
    postText: z.string(),
    scheduledFor: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    link: z.string(),
  }),
  z.object({
    kind: z.literal('support_reply'),
    ...recipient,
    ticketNumber: z.number().int().positive(),
    ticketSubject: z.string(),
    replyText: z.string(),
    link: z.string(),
  }),
]);
export type TMailJob = z.infer<typeof ZMailJob>;

/**
 * Sends one of the product's mails. An SMTP server that is down or refuses is tried again, first
 * after 30 s and then doubling (about two hours over 8 tries), before the mail counts as failed.
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: ZMailJob,
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  async handler(mail, { mailer, secrets }) {
    const { to, name, language } = mail;
    if (mail.kind === 'welcome') {
      await mailer.send(welcomeMail({ to, name, language, freeWords: mail.freeWords }));
      return;
    }
    if (mail.kind === 'support_reply') {
      await mailer.send(supportReplyMail(mail));
      return;
    }
    if (mail.kind === 'linkedin_scheduled_post_failed' || mail.kind === 'linkedin_token_expiring') {
      const post = {
        to,
        name,
        language,
        postText: mail.postText,
        scheduledFor: new Date(mail.scheduledFor),
        link: mail.link,
      };
      await mailer.send(
        mail.kind === 'linkedin_token_expiring'
          ? tokenExpiringMail({ ...post, expiresAt: new Date(mail.expiresAt) })
          : scheduledPostFailedMail(post),
      );
      return;
    }
    const link = secrets.open(mail.sealedLink, MAIL_LINK_CONTEXT);
    if (mail.kind === 'newsletter_confirm') {
      const unsubscribeLink = secrets.open(mail.sealedUnsubscribeLink, MAIL_LINK_CONTEXT);
      const oneClickUnsubscribeLink = secrets.open(mail.sealedOneClickUnsubscribeLink, MAIL_LINK_CONTEXT);
      await mailer.send(newsletterConfirmMail({ to, language, link, unsubscribeLink, oneClickUnsubscribeLink }));
      return;
    }
    const render = mail.kind === 'verify_email' ? verificationMail : passwordResetMail;
    await mailer.send(render({ to, name, language, link }));
  },
});
