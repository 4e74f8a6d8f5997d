import type { I18n } from '@lingui/core';
import { type LanguageCode, textDirection } from '@wordloom/shared/languages';
import { serverI18n } from '../../lib/i18n.ts';
import type { OutgoingMail } from '../../lib/mail.ts';

const BRAND = 'Wordloom';

/** Makes any value safe inside HTML text and quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What a mail says; `buildMail` lays it out as HTML and text alike. */
export interface MailContent {
  kind: OutgoingMail['kind'];
  language: LanguageCode;
  to: string;
  subject: string;
  greeting: string;
  paragraphsBefore: readonly string[];
  action?: { label: string; link: string; hint: string };
  paragraphsAfter: readonly string[];
  signOff: string;
  /**
   * A newsletter's way out: the page's link under the sign-off, and the one-click URL (RFC 8058)
   * in the `List-Unsubscribe` header, where the mail provider's own button POSTs to it.
   */
  unsubscribe?: { text: string; link: string; oneClickLink: string };
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;">${escapeHtml(text)}</p>`;
}

function actionHtml({ label, link, hint }: NonNullable<MailContent['action']>): string {
  const href = escapeHtml(link);
  return [
    '<p style="margin:24px 0;text-align:center;">',
    `<a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#4c6ef5;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(label)}</a>`,
    '</p>',
    `<p style="margin:0 0 4px;font-size:13px;line-height:1.5;color:#52606d;">${escapeHtml(hint)}</p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:#4c6ef5;">${href}</a></p>`,
  ].join('');
}

function unsubscribeHtml({ text, link }: NonNullable<MailContent['unsubscribe']>): string {
  const href = escapeHtml(link);
  return `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#52606d;">${escapeHtml(text)} <a href="${href}" style="color:#52606d;">${href}</a></p>`;
}

/** One clean column with inline styles: mail clients drop style sheets and scripts. */
function renderHtml(content: MailContent): string {
  const body = [
    paragraphHtml(content.greeting),
    ...content.paragraphsBefore.map(paragraphHtml),
    content.action ? actionHtml(content.action) : '',
    ...content.paragraphsAfter.map(paragraphHtml),
    paragraphHtml(content.signOff),
    content.unsubscribe ? unsubscribeHtml(content.unsubscribe) : '',
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.language)}" dir="${escapeHtml(textDirection(content.language))}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f5f7;font-family:${escapeHtml(FONT)};">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px;">',
    '<tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:700;color:#4c6ef5;">${escapeHtml(BRAND)}</td></tr>`,
    `<tr><td style="padding:24px 32px 8px;">${body}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The same words as the HTML, with the link alone on its line so every mail client makes it clickable. */
function renderText(content: MailContent): string {
  const blocks = [
    content.greeting,
    ...content.paragraphsBefore,
    ...(content.action ? [`${content.action.label}\n${content.action.link}`] : []),
    ...content.paragraphsAfter,
    content.signOff,
    ...(content.unsubscribe ? [`${content.unsubscribe.text}\n${content.unsubscribe.link}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

export function buildMail(content: MailContent): OutgoingMail {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    kind: content.kind,
    ...(content.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribe.oneClickLink}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

export interface LinkMailInput {
  to: string;
  name: string;
  link: string;
  language: LanguageCode;
}

/** A greeting's name, not a place for a message: longer names are cut. */
const NAME_MAX_CHARACTERS = 60;
/**
 * Mail clients turn text that looks like an address (`https://…`, `evil.example`, `a@b.c`) into a
 * link. A zero-width space after each of these separators is invisible, and no scheme, domain or
 * address runs across it, so a name typed by anyone stays plain text in the mail to any address.
 */
const LINKABLE_SEPARATORS = /([.:@])/g;
const ZERO_WIDTH_SPACE = '\u200b';

/** The sign-up name as a mail may show it: one line, at most 60 characters, never a link. */
export function nameAsPlainText(name: string): string {
  const characters = [...name.replace(/[\s\p{Cc}]+/gu, ' ').trim()];
  const shown =
    characters.length > NAME_MAX_CHARACTERS
      ? `${characters.slice(0, NAME_MAX_CHARACTERS).join('').trimEnd()}…`
      : characters.join('');
  return shown.replace(LINKABLE_SEPARATORS, `$1${ZERO_WIDTH_SPACE}`);
}

export function greeting(i18n: I18n, name: string): string {
  const firstName = nameAsPlainText(name);
  return firstName
    ? i18n._('Hi {name},', { name: firstName }, { comment: "{name} is the recipient's first name." })
    : i18n._('Hi,', undefined, { comment: 'Greets a recipient who gave no name.' });
}

export function signOff(i18n: I18n): string {
  return i18n._('The Wordloom team');
}

/** What a mail that carries a single-use link says; the link itself comes from the caller. */
function linkMailTexts(i18n: I18n, kind: 'verify_email' | 'reset_password') {
  return kind === 'verify_email'
    ? {
        subject: i18n._('Verify your email address'),
        intro: i18n._(
          'Thanks for signing up for Wordloom. Please confirm your email address to activate your account.',
        ),
        button: i18n._('Verify email address'),
        expiry: i18n._('Verification link expires in 24 hours.'),
        ignore: i18n._('If you did not create a Wordloom account, you can ignore this email.'),
      }
    : {
        subject: i18n._('Reset your Wordloom password'),
        intro: i18n._('We received a request to reset the password of your Wordloom account.'),
        button: i18n._('Reset password'),
        expiry: i18n._('This link expires in 1 hour and works only once.'),
        ignore: i18n._('If you did not ask to reset your password, ignore this email: your password stays unchanged.'),
      };
}

function linkMail(kind: 'verify_email' | 'reset_password', { to, name, link, language }: LinkMailInput): OutgoingMail {
  const i18n = serverI18n(language);
  const texts = linkMailTexts(i18n, kind);
  return buildMail({
    kind,
    language,
    to,
    subject: texts.subject,
    greeting: greeting(i18n, name),
    paragraphsBefore: [texts.intro],
    action: {
      label: texts.button,
      link,
      hint: i18n._('If the button does not work, copy this link into your browser:', undefined, {
        comment: 'Under the button, for mail clients that do not show it.',
      }),
    },
    paragraphsAfter: [texts.expiry, texts.ignore],
    signOff: signOff(i18n),
  });
}

/** Sent at sign-up and on "resend": the link confirms the address and lives 24 hours (spec §9). */
export function verificationMail(input: LinkMailInput): OutgoingMail {
  return linkMail('verify_email', input);
}

/** Sent on "forgot password": the link lives 1 hour (ARCHITECTURE §5), and the mail says what to do if unasked. */
export function passwordResetMail(input: LinkMailInput): OutgoingMail {
  return linkMail('reset_password', input);
}

export interface WelcomeMailInput {
  to: string;
  name: string;
  language: LanguageCode;
  freeWords: number;
}

/** Sent once the address is confirmed: says the free words are there and where to start writing. */
export function welcomeMail({ to, name, language, freeWords }: WelcomeMailInput): OutgoingMail {
  const i18n = serverI18n(language);
  return buildMail({
    kind: 'welcome',
    language,
    to,
    subject: i18n._('Welcome to Wordloom'),
    greeting: greeting(i18n, name),
    paragraphsBefore: [
      i18n._('Your email address is confirmed and your account is ready.'),
      i18n._(
        'We have added {words} free words to your account, so you can start writing right away.',
        { words: new Intl.NumberFormat(language).format(freeWords) },
        { comment: '{words} is the number of free words, already formatted for the language.' },
      ),
      i18n._('Open your dashboard to write your first article or LinkedIn post.'),
    ],
    paragraphsAfter: [],
    signOff: signOff(i18n),
  });
}

/** Shown for a post in a mail: its first words on one line, never a link. */
const POST_EXCERPT_CHARACTERS = 80;

function postExcerpt(text: string): string {
  const characters = [...text.replace(/[\s\p{Cc}]+/gu, ' ').trim()];
  const shown =
    characters.length > POST_EXCERPT_CHARACTERS
      ? `${characters.slice(0, POST_EXCERPT_CHARACTERS).join('').trimEnd()}…`
      : characters.join('');
  return shown.replace(LINKABLE_SEPARATORS, `$1${ZERO_WIDTH_SPACE}`);
}

function formatWhen(language: LanguageCode, when: Date): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(when);
}

export interface ScheduledPostMailInput {
  to: string;
  name: string;
  language: LanguageCode;
  /** The post's first words, so the user knows which one. */
  postText: string;
  scheduledFor: Date;
  /** My Posts, where the post can be published again or rescheduled. */
  link: string;
}

/** Sent when a scheduled post could not be published after its last try: it is a draft again. */
export function scheduledPostFailedMail({
  to,
  name,
  language,
  postText,
  scheduledFor,
  link,
}: ScheduledPostMailInput): OutgoingMail {
  const i18n = serverI18n(language);
  return buildMail({
    kind: 'linkedin_scheduled_post_failed',
    language,
    to,
    subject: i18n._('Your scheduled LinkedIn post could not be published'),
    greeting: greeting(i18n, name),
    paragraphsBefore: [
      i18n._(
        'Your LinkedIn post scheduled for {when} could not be published: LinkedIn did not accept it after several tries.',
        { when: formatWhen(language, scheduledFor) },
        { comment: '{when} is the date and time the post was scheduled for (UTC), already formatted.' },
      ),
      i18n._(
        'The post: “{excerpt}”',
        { excerpt: postExcerpt(postText) },
        { comment: "{excerpt} is the post's first words." },
      ),
      i18n._('It is a draft again. Open My Posts to publish it now or schedule it for another time.'),
    ],
    action: {
      label: i18n._('Open My Posts'),
      link,
      hint: i18n._('If the button does not work, copy this link into your browser:', undefined, {
        comment: 'Under the button, for mail clients that do not show it.',
      }),
    },
    paragraphsAfter: [],
    signOff: signOff(i18n),
  });
}

/** Sent a week and a day before a scheduled post whose LinkedIn connection ends before its time. */
export function tokenExpiringMail({
  to,
  name,
  language,
  postText,
  scheduledFor,
  link,
  expiresAt,
}: ScheduledPostMailInput & { expiresAt: Date }): OutgoingMail {
  const i18n = serverI18n(language);
  return buildMail({
    kind: 'linkedin_token_expiring',
    language,
    to,
    subject: i18n._('Reconnect LinkedIn before your scheduled post'),
    greeting: greeting(i18n, name),
    paragraphsBefore: [
      i18n._(
        'Your LinkedIn connection expires on {expires}, before your post scheduled for {when}.',
        { expires: formatWhen(language, expiresAt), when: formatWhen(language, scheduledFor) },
        { comment: '{expires} and {when} are dates and times (UTC), already formatted.' },
      ),
      i18n._(
        'The post: “{excerpt}”',
        { excerpt: postExcerpt(postText) },
        { comment: "{excerpt} is the post's first words." },
      ),
      i18n._('Reconnect LinkedIn before then, or the post cannot be published.'),
    ],
    action: {
      label: i18n._('Open My Posts'),
      link,
      hint: i18n._('If the button does not work, copy this link into your browser:', undefined, {
        comment: 'Under the button, for mail clients that do not show it.',
      }),
    },
    paragraphsAfter: [],
    signOff: signOff(i18n),
  });
}

export interface NewsletterConfirmMailInput {
  to: string;
  language: LanguageCode;
  /** The single-use confirmation link (48 hours). */
  link: string;
  /** The unsubscribe page, where a button unsubscribes. */
  unsubscribeLink: string;
  /** The same token at the one-click URL, for the `List-Unsubscribe` header. */
  oneClickUnsubscribeLink: string;
}

/**
 * Sent when an address asks for the newsletter (double opt-in): nothing else is sent to it until
 * the link is followed. Anyone can type any address, so the mail says how to ignore it.
 */
export function newsletterConfirmMail({
  to,
  language,
  link,
  unsubscribeLink,
  oneClickUnsubscribeLink,
}: NewsletterConfirmMailInput): OutgoingMail {
  const i18n = serverI18n(language);
  return buildMail({
    kind: 'newsletter_confirm',
    language,
    to,
    subject: i18n._('Confirm your subscription to the Wordloom newsletter'),
    greeting: greeting(i18n, ''),
    paragraphsBefore: [
      i18n._('We received a request to send the Wordloom newsletter to this address.'),
      i18n._('Please confirm your subscription: we send nothing more until you do.'),
    ],
    action: {
      label: i18n._('Confirm subscription'),
      link,
      hint: i18n._('If the button does not work, copy this link into your browser:', undefined, {
        comment: 'Under the button, for mail clients that do not show it.',
      }),
    },
    paragraphsAfter: [
      i18n._('This link expires in 48 hours and works only once.'),
      i18n._('If you did not ask for the newsletter, ignore this email: you will not be subscribed.'),
    ],
    signOff: signOff(i18n),
    unsubscribe: {
      text: i18n._('Do not want these emails? Unsubscribe:', undefined, {
        comment: 'Small print at the end of a newsletter mail, followed by the unsubscribe link.',
      }),
      link: unsubscribeLink,
      oneClickLink: oneClickUnsubscribeLink,
    },
  });
}
