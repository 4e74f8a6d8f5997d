/**
 * Sharing an article (spec §2 share dialog, §7 outbound links, §9 share lengths): the share
 * addresses of LinkedIn, Facebook, Twitter (X), WhatsApp and Gmail's compose window, each text cut
 * to the spec's length, and the path check for coming back from Google's consent screen.
 */

/** Spec §9: the longest text each network is given. */
export const SHARE_TEXT_LIMITS = { linkedin: 1000, whatsapp: 1000, facebook: 800 } as const;
/** Spec §9: Twitter's text is 240 minus the title, the URL and this margin. */
export const TWITTER_LIMIT = 240;
export const TWITTER_MARGIN = 10;
/** Spec §9: Gmail's body is cut at 1,000 characters; past 2,048 the address leaves the body out. */
export const GMAIL_BODY_LIMIT = 1000;
export const GMAIL_URL_LIMIT = 2048;
/** Spec §9: copy confirmation, popup size, contacts page and the reread after a refresh. */
export const COPY_CONFIRMATION_MS = 2000;
export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const CONTACTS_PAGE_SIZE = 50;
export const CONTACTS_REREAD_DELAY_MS = 2000;
/** The scope Gmail sharing needs to read the user's Google contacts (spec §7). */
export const GOOGLE_CONTACTS_SCOPE = 'https://www.googleapis.com/auth/contacts.readonly';

const ELLIPSIS = '…';

/** What is shared: the article's title, its public address and a text (its excerpt). */
export interface ShareContent {
  title: string;
  url: string;
  text: string;
}

function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
}

/**
 * `text` in at most `max` UTF-16 units: whole when it fits, else cut before the word the limit
 * falls in (or, for one long word, between two graphemes, never inside an emoji or accent) with
 * "…" added within the limit.
 */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  if (max <= ELLIPSIS.length) return '';
  const room = max - ELLIPSIS.length;
  let kept = '';
  for (const grapheme of graphemes(trimmed)) {
    if (kept.length + grapheme.length > room) break;
    kept += grapheme;
  }
  // Back to the last space when the cut falls inside a word, unless that drops most of the text.
  const cutsWord = /\S/.test(trimmed.charAt(kept.length)) && /\S$/.test(kept);
  const lastSpace = kept.search(/\s\S*$/);
  if (cutsWord && lastSpace > room / 2) kept = kept.slice(0, lastSpace);
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/** Query parameters encoded as a browser's `encodeURIComponent` does (shared code has no `URL`). */
function withQuery(base: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}${query}`;
}

/** LinkedIn reads the title and picture from the page's OpenGraph tags; the text rides along. */
export function linkedInShareUrl({ url, text }: ShareContent): string {
  return withQuery('https://www.linkedin.com/sharing/share-offsite/?', {
    url,
    text: cutText(text, SHARE_TEXT_LIMITS.linkedin),
  });
}

export function facebookShareUrl({ url, text }: ShareContent): string {
  return withQuery('https://www.facebook.com/sharer/sharer.php?', {
    u: url,
    quote: cutText(text, SHARE_TEXT_LIMITS.facebook),
  });
}

/** The tweet's text: the title, then as much of the text as 240 less title, URL and 10 leaves. */
export function twitterText({ title, url, text }: ShareContent): string {
  const room = TWITTER_LIMIT - title.length - url.length - TWITTER_MARGIN;
  const cut = room > 0 ? cutText(text, room) : '';
  return cut ? `${title}\n\n${cut}` : title;
}

export function twitterShareUrl(content: ShareContent): string {
  return withQuery('https://twitter.com/intent/tweet?', { text: twitterText(content), url: content.url });
}

/** WhatsApp has no separate address field: the title, the text (cut at 1,000) and the address. */
export function whatsAppShareUrl({ title, url, text }: ShareContent): string {
  const cut = cutText(text, SHARE_TEXT_LIMITS.whatsapp);
  return withQuery('https://wa.me/?', { text: [title, cut, url].filter(Boolean).join('\n\n') });
}

/**
 * The e-mail's body: the text and the article's address, at most 1,000 characters in all. The
 * address is never cut (a cut link leads nowhere); the text gives way to it.
 */
export function gmailBody({ url, text }: ShareContent): string {
  const room = GMAIL_BODY_LIMIT - url.length - 2;
  const cut = room > 0 ? cutText(text, room) : '';
  return cut ? `${cut}\n\n${url}` : url;
}

export interface GmailCompose {
  /** Gmail's compose window, addressed and with the subject; with the body when it fits. */
  url: string;
  body: string;
  /** True when the body was left out of `url` (past 2,048 characters): the caller copies it instead. */
  copyBodyToClipboard: boolean;
}

/** Spec §9's Gmail rule: the body cut at 1,000; an address over 2,048 characters goes without it. */
export function gmailCompose(content: ShareContent, recipients: readonly string[]): GmailCompose {
  const body = gmailBody(content);
  const base = { view: 'cm', fs: '1', to: recipients.join(','), su: content.title };
  const full = withQuery('https://mail.google.com/mail/?', { ...base, body });
  if (full.length <= GMAIL_URL_LIMIT) return { url: full, body, copyBodyToClipboard: false };
  return { url: withQuery('https://mail.google.com/mail/?', base), body, copyBodyToClipboard: true };
}

const MAX_RETURN_PATH = 2000;
/** The characters of an encoded path, query and fragment (RFC 3986), without "\\" and spaces. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/;

/**
 * A path of this site to come back to after Google's consent screen, or null. Only an encoded path
 * that starts with exactly one "/" passes (a browser's `location.pathname + search`): "//host",
 * "/\\host", "/%2F/host", "https://host", "javascript:…" and anything with a space, a backslash
 * or a control character are refused, so the redirect cannot leave the site.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (!PATH_CHARACTERS.test(value)) return null;
  if (/^\/%(2f|5c)/i.test(value)) return null;
  return value;
}
