/**
 * Repurpose from a URL (issue 12 point 2): the page is fetched through the SSRF guard and reduced
 * to its article's readable text by Mozilla's Readability (Firefox Reader View) over linkedom's
 * DOM, which runs no page script.
 */
import { Readability } from '@mozilla/readability';
import { AppErrorCode } from '@wordloom/shared/errors';
import { parseHTML } from 'linkedom';
import { AppError } from '../../lib/app-error.ts';
import { guardedFetch } from '../../lib/http-guard.ts';
import type { AppDeps } from '../../trpc/context.ts';

/** A page a person reads fits in this; a larger answer is refused rather than parsed. */
const MAX_PAGE_BYTES = 2_000_000;
/** The user waits for this before the generation starts. */
const PAGE_TIMEOUT_MS = 10_000;
/** The prompt's source text is at most this long (the generation input's own limit). */
const MAX_SOURCE_CHARACTERS = 20_000;
/** Fewer characters than this is a menu or a cookie wall, not something to rewrite. */
const MIN_READABLE_CHARACTERS = 200;

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

function noReadableText(detail: string, cause?: unknown): AppError {
  return new AppError(AppErrorCode.NO_READABLE_TEXT, { detail, cause });
}

/** Lines trimmed and their inner runs of spaces made one; paragraphs kept, separated by one blank line. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The main text of an HTML page, as Reader View would show it; empty when it finds none. */
export function readableTextOfHtml(html: string, url: string): string {
  const { document } = parseHTML(html);
  // Readability resolves the article's links against the page's address.
  const base = document.createElement('base');
  base.setAttribute('href', url);
  document.head?.appendChild(base);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  return tidy(article?.textContent ?? '');
}

/**
 * The readable text of the page at `url`: URL_REFUSED when the guard refuses the address,
 * NO_READABLE_TEXT when the page cannot be fetched, is not HTML or text, or holds too little text.
 */
export async function readableTextOf(
  deps: Pick<AppDeps, 'config'>,
  { url, signal }: { url: string; signal?: AbortSignal },
): Promise<string> {
  let response: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    response = await guardedFetch(
      { url, headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.8' } },
      {
        allowLoopback: deps.config.outboundAllowLoopback,
        maxResponseBytes: MAX_PAGE_BYTES,
        totalTimeoutMs: PAGE_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.appCode === AppErrorCode.OUTBOUND_FAILED) {
      throw noReadableText(error.detail ?? 'the page could not be fetched', error);
    }
    throw error;
  }
  if (response.status < 200 || response.status >= 300)
    throw noReadableText(`the page answered HTTP ${response.status}`);
  const type = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let text: string;
  if (HTML_TYPES.includes(type)) text = readableTextOfHtml(response.text(), response.url);
  else if (type === 'text/plain') text = tidy(response.text());
  else throw noReadableText(`the page is ${type || 'of no stated type'}, not HTML or text`);
  if (text.length < MIN_READABLE_CHARACTERS) throw noReadableText('the page holds too little readable text');
  return text.slice(0, MAX_SOURCE_CHARACTERS);
}
