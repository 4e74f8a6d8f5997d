import { describe, expect, it } from 'vitest';
import { readSeoDocument } from '../../shared/src/domain/seo-html.ts';

/** The SEO score's HTML reader: tolerant of what the editor, the sanitiser and the writer produce. */

describe('readSeoDocument', () => {
  it('reads headings, paragraphs and list items in order, with entities resolved', () => {
    const document = readSeoDocument(
      '<h2 id="a">Caf&eacute; &amp; tea</h2><p>One&nbsp;<strong>bold</strong> line<br>two</p><ul><li><p>First</p></li><li>Second</li></ul><h3>End &#8212; &#x263A;</h3>',
    );
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Caf&eacute; & tea' },
      { kind: 'paragraph', level: 0, text: 'One bold line two' },
      { kind: 'listItem', level: 0, text: 'First' },
      { kind: 'listItem', level: 0, text: 'Second' },
      { kind: 'heading', level: 3, text: 'End — ☺' },
    ]);
  });

  it('reads bare text as a paragraph and skips comments, scripts and styles', () => {
    const document = readSeoDocument(
      'Loose text<!-- a note --><script>var x = "<p>no</p>";</script><style>p{}</style> < 3',
    );
    expect(document.blocks).toEqual([{ kind: 'paragraph', level: 0, text: 'Loose text < 3' }]);
  });

  it('collects links and images with their attributes however they are quoted', () => {
    const document = readSeoDocument(
      `<p><a href="/blog/x">a</a> <a href='https://example.org/?a=1&amp;b=2'>b</a> <a name=top>c</a>` +
        `<img src=/a.png alt=Jar><img alt="" src="/b.png"><img src="/c.png"/></p>`,
    );
    expect(document.links).toEqual([{ href: '/blog/x' }, { href: 'https://example.org/?a=1&b=2' }]);
    expect(document.images).toEqual([{ alt: 'Jar' }, { alt: '' }, { alt: '' }]);
  });

  it('never throws on broken markup', () => {
    expect(readSeoDocument('<p>open <a href="/x>never closed <h2>Head').blocks).toEqual([
      { kind: 'paragraph', level: 0, text: 'open <a href="/x>never closed' },
      { kind: 'heading', level: 2, text: 'Head' },
    ]);
  });
});
