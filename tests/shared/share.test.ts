import { describe, expect, it } from 'vitest';
import {
  cutText,
  facebookShareUrl,
  GMAIL_URL_LIMIT,
  gmailBody,
  gmailCompose,
  linkedInShareUrl,
  sameSitePath,
  twitterShareUrl,
  twitterText,
  whatsAppShareUrl,
} from '../../shared/src/domain/share.ts';

/** Spec §9's share lengths and Gmail rule, §7's share addresses, and the way back from Google. */

const URL_ = 'https://wordloom.app/seo/tools/general/en/keyword-research';
const TITLE = 'Keyword research in 2026';

/** Sentences of words long enough to be cut somewhere in a word. */
function prose(length: number): string {
  const sentence = 'Search engines reward pages that answer a question completely. ';
  return sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();
}

function param(url: string, name: string): string | null {
  return new URL(url).searchParams.get(name);
}

describe('cutText', () => {
  it('keeps a text that fits, whole', () => {
    expect(cutText('  Short text.  ', 20)).toBe('Short text.');
    expect(cutText('x'.repeat(800), 800)).toHaveLength(800);
  });

  it('cuts before the word the limit falls in, with "…" inside the limit', () => {
    expect(cutText('The quick brown fox jumps', 17)).toBe('The quick brown…');
    const cut = cutText(prose(3000), 1000);
    expect(cut.length).toBeLessThanOrEqual(1000);
    expect(cut.length).toBeGreaterThan(980);
    expect(cut.endsWith('…')).toBe(true);
    expect(prose(3000).startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(-2, -1)).toMatch(/\S/);
  });

  it('never splits a grapheme: an emoji or an accent stays whole', () => {
    const family = '👨‍👩‍👧‍👦';
    const cut = cutText(family.repeat(10), 30);
    expect(cut).toBe(`${family.repeat(2)}…`);
    expect(cutText(`${'e\u0301'.repeat(20)}`, 10)).toBe(`${'e\u0301'.repeat(4)}…`);
  });
});

describe('network share addresses', () => {
  const content = { title: TITLE, url: URL_, text: prose(3000) };

  it('LinkedIn: share-offsite with the address, text at most 1,000', () => {
    const url = linkedInShareUrl(content);
    expect(url.startsWith('https://www.linkedin.com/sharing/share-offsite/?url=')).toBe(true);
    expect(param(url, 'url')).toBe(URL_);
    expect(param(url, 'text')?.length).toBeLessThanOrEqual(1000);
    expect(param(url, 'text')?.length).toBeGreaterThan(980);
  });

  it('Facebook: sharer.php with u=, text at most 800', () => {
    const url = facebookShareUrl(content);
    expect(url.startsWith('https://www.facebook.com/sharer/sharer.php?u=')).toBe(true);
    expect(param(url, 'u')).toBe(URL_);
    expect(param(url, 'quote')?.length).toBeLessThanOrEqual(800);
    expect(param(url, 'quote')?.length).toBeGreaterThan(780);
  });

  it('Twitter: the text gets 240 minus the title, the URL and 10', () => {
    const room = 240 - TITLE.length - URL_.length - 10;
    expect(room).toBe(148);
    const text = twitterText(content);
    const [title, cut] = text.split('\n\n');
    expect(title).toBe(TITLE);
    expect(cut?.length).toBeLessThanOrEqual(148);
    expect(cut?.length).toBeGreaterThan(130);
    const url = twitterShareUrl(content);
    expect(url.startsWith('https://twitter.com/intent/tweet?text=')).toBe(true);
    expect(param(url, 'text')).toBe(text);
    expect(param(url, 'url')).toBe(URL_);
    // No room left: the title alone.
    expect(twitterText({ ...content, title: 'T'.repeat(200) })).toBe('T'.repeat(200));
  });

  it('WhatsApp: title, the text at most 1,000, and the address in one text', () => {
    const url = whatsAppShareUrl(content);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    const [title, cut, address] = (param(url, 'text') ?? '').split('\n\n');
    expect(title).toBe(TITLE);
    expect(cut?.length).toBeLessThanOrEqual(1000);
    expect(cut?.length).toBeGreaterThan(980);
    expect(address).toBe(URL_);
  });
});

describe('Gmail compose', () => {
  it('cuts the body at 1,000 characters and keeps the address whole', () => {
    const body = gmailBody({ title: TITLE, url: URL_, text: prose(3000) });
    expect(body.length).toBeLessThanOrEqual(1000);
    expect(body.length).toBeGreaterThan(980);
    expect(body.endsWith(`\n\n${URL_}`)).toBe(true);
    expect(gmailBody({ title: TITLE, url: URL_, text: 'Hello.' })).toBe(`Hello.\n\n${URL_}`);
  });

  it('puts recipients, subject and body in the compose address while it fits 2,048 characters', () => {
    const compose = gmailCompose({ title: TITLE, url: URL_, text: 'A short excerpt.' }, [
      'ada@example.com',
      'grace@example.com',
    ]);
    expect(compose.copyBodyToClipboard).toBe(false);
    expect(compose.url.startsWith('https://mail.google.com/mail/?view=cm&fs=1&to=')).toBe(true);
    expect(param(compose.url, 'to')).toBe('ada@example.com,grace@example.com');
    expect(param(compose.url, 'su')).toBe(TITLE);
    expect(param(compose.url, 'body')).toBe(`A short excerpt.\n\n${URL_}`);
    expect(compose.url.length).toBeLessThanOrEqual(GMAIL_URL_LIMIT);
  });

  it('past 2,048 characters leaves the body out and asks the caller to copy it', () => {
    // Japanese encodes to 9 characters a letter: 300 letters are far more than 2,048.
    const japanese = '検索エンジンは質問に完全に答えるページを評価します。'.repeat(12);
    const compose = gmailCompose({ title: TITLE, url: URL_, text: japanese }, ['ada@example.com']);
    expect(compose.copyBodyToClipboard).toBe(true);
    expect(param(compose.url, 'body')).toBeNull();
    expect(param(compose.url, 'to')).toBe('ada@example.com');
    expect(param(compose.url, 'su')).toBe(TITLE);
    expect(compose.body.length).toBeLessThanOrEqual(1000);
    expect(compose.body.endsWith(URL_)).toBe(true);
  });

  it('keeps the body in an address of exactly 2,048 characters, not one more', () => {
    const content = { title: TITLE, url: URL_ };
    const recipients = ['ada@example.com'];
    const length = (text: string) => gmailCompose({ ...content, text }, recipients).url.length;
    // "a" encodes to 1 character, "&" to 3 (%26): together they reach 2,048 exactly.
    const base = length('a') - 1;
    const ones = (GMAIL_URL_LIMIT - base) % 3;
    const text = '&'.repeat((GMAIL_URL_LIMIT - base - ones) / 3) + 'a'.repeat(ones);
    const exact = gmailCompose({ ...content, text }, recipients);
    expect(exact.url).toHaveLength(2048);
    expect(exact.copyBodyToClipboard).toBe(false);
    expect(param(exact.url, 'body')).toBe(`${text}\n\n${URL_}`);
    const over = gmailCompose({ ...content, text: `${text}a` }, recipients);
    expect(over.copyBodyToClipboard).toBe(true);
    expect(param(over.url, 'body')).toBeNull();
    expect(over.body).toBe(`${text}a\n\n${URL_}`);
  });
});

describe('sameSitePath', () => {
  it.each(['/blog/42', '/fr/seo/tools/general/fr/mon-article?x=1#top', '/%E6%97%A5%E6%9C%AC'])('accepts %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F/evil.example',
    '/%5cevil.example',
    '/a b',
    '/a\tb',
    '/a\nb',
    'blog',
    '',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (path) => {
    expect(sameSitePath(path)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(sameSitePath(['/blog'])).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
  });
});
