/**
 * The mail a user gets when support answers their ticket (issue 16 point 4): which ticket, the
 * answer itself as plain text, and the way back to the thread to answer in turn.
 */
import type { LanguageCode } from '@wordloom/shared/languages';
import { serverI18n } from '../../lib/i18n.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { buildMail, greeting, signOff } from './templates.ts';

export interface SupportReplyMailInput {
  to: string;
  name: string;
  language: LanguageCode;
  ticketNumber: number;
  ticketSubject: string;
  /** What the admin wrote, as typed: the layout escapes it, so markup in it shows as text. */
  replyText: string;
  /** The ticket's page (/support/{ticketId}). */
  link: string;
}

/** One paragraph per block of the reply, so its line breaks survive in the HTML part too. */
function replyParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function supportReplyMail({
  to,
  name,
  language,
  ticketNumber,
  ticketSubject,
  replyText,
  link,
}: SupportReplyMailInput): OutgoingMail {
  const i18n = serverI18n(language);
  return buildMail({
    kind: 'support_reply',
    language,
    to,
    subject: i18n._(
      'Support request #{number}: {subject}',
      { number: ticketNumber, subject: ticketSubject },
      { comment: "{number} is the ticket's number, {subject} the subject the user gave it." },
    ),
    greeting: greeting(i18n, name),
    paragraphsBefore: [
      i18n._(
        'Our support team answered your request #{number} “{subject}”:',
        { number: ticketNumber, subject: ticketSubject },
        { comment: "{number} is the ticket's number, {subject} the subject the user gave it. The answer follows." },
      ),
      ...replyParagraphs(replyText),
    ],
    action: {
      label: i18n._('Open your request'),
      link,
      hint: i18n._('If the button does not work, copy this link into your browser:', undefined, {
        comment: 'Under the button, for mail clients that do not show it.',
      }),
    },
    paragraphsAfter: [i18n._('To answer, write in the request on Wordloom: a reply to this mail does not reach us.')],
    signOff: signOff(i18n),
  });
}
