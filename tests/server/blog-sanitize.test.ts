import { describe, expect, it } from 'vitest';
import {
  articleText,
  readMinutesOf,
  sanitizeArticleHtml,
  textExcerpt,
} from '../../server/src/features/blog/sanitize.ts';

/** Article HTML as stored (ARCHITECTURE §5, spec §5): the allowlist, checked links and images. */

const clean = sanitizeArticleHtml;

describe('dangerous markup disappears', () => {
  it('removes scripts and styles with their code', () => {
    expect(clean('<p>Hello</p><script>alert("x")</script><style>p{color:red}</style>')).toBe('<p>Hello</p>');
  });

  it('removes iframes, objects and embeds with what they hold', () => {
    expect(
      clean('<p>a</p><iframe src="https://evil.example">frame text</iframe><object data="x">o</object><embed src="y">'),
    ).toBe('<p>a</p>');
  });

  it('removes event handlers and inline styles, keeping the element', () => {
    expect(clean('<p onclick="steal()" style="color:red">Text</p><img src="/a.png" onerror="steal()" alt="A">')).toBe(
      '<p>Text</p><img src="/a.png" loading="lazy" alt="A" />',
    );
  });

  it('turns a javascript: link into an invalid link showing its text', () => {
    expect(clean('<a href="javascript:alert(1)">Click</a>')).toBe(
      '<span class="invalid-link" title="Invalid link">Click</span>',
    );
  });

  it.each([
    ['entity-encoded scheme', 'jav&#x61;script:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['upper case', 'JAVASCRIPT:alert(1)'],
    ['data: URL', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash host', '/\\evil.example/path'],
    ['ftp:', 'ftp://files.example/x'],
    ['a relative word', 'page.html'],
  ])('turns a link with %s into an invalid link', (_case, href) => {
    expect(clean(`<a href="${href}">Go</a>`)).toBe('<span class="invalid-link" title="Invalid link">Go</span>');
  });

  it('keeps no attribute it was not asked to keep on a span written in the input', () => {
    expect(clean('<span class="invalid-link" onclick="x()" style="a">Text</span>')).toBe('<span>Text</span>');
  });
});

describe('links', () => {
  it('keeps http(s) links, marked as another site, with their title', () => {
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2" title="Example" target="_blank">Ex</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" title="Example" rel="noopener noreferrer nofollow">Ex</a>',
    );
    expect(clean('<a href="http://example.com">Ex</a>')).toBe(
      '<a href="http://example.com" rel="noopener noreferrer nofollow">Ex</a>',
    );
  });

  it.each([
    ['a site path', '/pricing'],
    ['an anchor', '#section-2'],
    ['mailto:', 'mailto:team@example.com'],
  ])('keeps %s as it is', (_case, href) => {
    expect(clean(`<a href="${href}">Go</a>`)).toBe(`<a href="${href}">Go</a>`);
  });
});

describe('images', () => {
  it('keeps http(s) and site images, lazily loaded, with their size and text', () => {
    expect(
      clean('<img src="https://cdn.example/a.png" alt="Chart" title="T" width="640" height="480" srcset="x">'),
    ).toBe('<img src="https://cdn.example/a.png" loading="lazy" alt="Chart" title="T" width="640" height="480" />');
  });

  it('shows a placeholder for a data: image, named by its alt text', () => {
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=" alt="Cat">')).toBe(
      '<span class="image-placeholder" role="img" aria-label="Cat"></span>',
    );
  });

  it('shows a placeholder named "Image unavailable" for an image without alt text or address', () => {
    expect(clean('<img src="javascript:alert(1)"><img>')).toBe(
      '<span class="image-placeholder" role="img" aria-label="Image unavailable"></span>'.repeat(2),
    );
  });
});

describe('structure', () => {
  it('keeps tables with their spans', () => {
    const table =
      '<table><thead><tr><th colspan="2">Plan</th></tr></thead><tbody><tr><td rowspan="2">A</td><td>B</td></tr></tbody></table>';
    expect(clean(table)).toBe(table);
  });

  it('makes h1 an h2 (the page title is the only h1) and keeps the other headings', () => {
    expect(clean('<h1>Title</h1><h2>Two</h2><h6>Six</h6>')).toBe('<h2>Title</h2><h2>Two</h2><h6>Six</h6>');
  });

  it('keeps text formatting, quotes, code, lists and figures', () => {
    const html =
      '<p><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><s>s</s><code>c</code><br /></p><hr /><pre><code>x</code></pre><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><figure><img src="/m.png" loading="lazy" /><figcaption>cap</figcaption></figure>';
    expect(clean(html)).toBe(html);
  });

  it('drops other tags but keeps their text', () => {
    expect(clean('<div><section>Kept <font>text</font></section></div>')).toBe('Kept text');
  });
});

describe('text of an article', () => {
  it('reads words across blocks, entities decoded, inline tags joined', () => {
    expect(
      articleText(
        clean('<h2>Tom &amp; Jerry</h2><p>b<strong>o</strong>ld<br>line</p><ul><li>one</li><li>two</li></ul>'),
      ),
    ).toBe('Tom & Jerry bold line one two');
  });

  it('takes minutes to read from the words (230 a minute, at least 1)', () => {
    expect(readMinutesOf('')).toBe(1);
    expect(readMinutesOf(`<p>${'word '.repeat(1150)}</p>`)).toBe(5);
    expect(readMinutesOf(`<p>${'word '.repeat(2300)}</p>`)).toBe(10);
  });

  it('cuts an excerpt to at most 160 characters after a whole word, marked with an ellipsis', () => {
    const excerpt = textExcerpt(`<p>${'abcdefghi '.repeat(30)}</p>`);
    expect(excerpt).toBe(`${'abcdefghi '.repeat(16).trimEnd()}…`);
    expect(textExcerpt('<p>Short text.</p>')).toBe('Short text.');
  });
});
