import { type NextFunction, type Request, type Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { escapeHtml } from '../features/mail/templates.ts';
import type { SecretBox } from '../lib/crypto.ts';
import { isLoopbackAddress } from '../lib/loopback.ts';
import { type OutboxMail, readOutbox } from '../lib/mail.ts';

/**
 * An http(s) URL inside already escaped text: it ends at whitespace or at an entity that stood for a
 * quote or angle bracket, so a link never swallows the character that closed it.
 */
const ESCAPED_URL = /https?:\/\/(?:(?!&quot;|&#39;|&lt;|&gt;)\S)+/g;
/** Sentence punctuation right after a link belongs to the sentence, not to the link. */
const TRAILING_PUNCTUATION = /[.,;:!?)]+$/;

/** Escapes first, so the only markup in the result is the anchors added here. */
function linkify(text: string): string {
  return escapeHtml(text).replace(ESCAPED_URL, (match) => {
    const url = match.replace(TRAILING_PUNCTUATION, '');
    return `<a href="${url}">${url}</a>${match.slice(url.length)}`;
  });
}

function mailHtml(mail: OutboxMail): string {
  const sentAt = mail.createdAt.toISOString();
  return [
    '<article style="margin:0 0 24px;padding:16px;border:1px solid #d9dde3;border-radius:8px;background:#ffffff;">',
    `<h2 style="margin:0 0 8px;font-size:18px;">${escapeHtml(mail.subject)}</h2>`,
    '<p style="margin:0 0 12px;color:#52606d;font-size:14px;">',
    `To: ${escapeHtml(mail.to)} · Kind: ${escapeHtml(mail.kind)} · `,
    `<time datetime="${escapeHtml(sentAt)}">${escapeHtml(sentAt.replace('T', ' ').slice(0, 19))} UTC</time>`,
    '</p>',
    `<pre style="margin:0;white-space:pre-wrap;word-break:break-word;font-size:14px;">${linkify(mail.text)}</pre>`,
    '</article>',
  ].join('');
}

function pageHtml(mails: readonly OutboxMail[]): string {
  const list = mails.length > 0 ? mails.map(mailHtml).join('\n') : '<p>No mail yet.</p>';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Mailbox (development)</title></head>',
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui, sans-serif;color:#1f2933;">',
    '<main style="max-width:760px;margin:0 auto;">',
    '<h1 style="margin:0 0 8px;font-size:24px;">Mailbox (development)</h1>',
    '<p style="margin:0 0 24px;color:#52606d;">Mail the app sent while no SMTP_URL is set, newest first.</p>',
    list,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The development mailbox: without an SMTP server, a developer follows verification and reset
 * links from here. The page shows every user's single-use links, so the caller mounts it only
 * when configured (see `devMailbox` in config.ts), and it answers only requests from this
 * machine: the socket's own peer, never a forwarded-for header anyone can write.
 */
export function devMailbox({ db, secrets }: { db: Kysely<DB>; secrets: SecretBox }): Router {
  const router = Router();
  router.get('/dev/mailbox', async (req: Request, res: Response, next: NextFunction) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return next();
    const mails = await readOutbox({ db, secrets });
    // The links are secrets: keep them out of caches and search engines.
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(pageHtml(mails));
  });
  return router;
}
