import {
  outboundLinksInHtml,
  outboundLinksInMarkdown,
  removeLink,
  removeLinkFromArticle,
  replaceLink,
  savedLinkProblem,
  sessionLinksToCheck,
} from '@wordloom/shared/domain/article-links';
import { ZWriterSessionState } from '@wordloom/shared/schemas/article-writer';
import { describe, expect, it } from 'vitest';

const SITE = ['https://wordloom.test', 'https://blog.wordloom.test'];

describe('outbound links', () => {
  it('finds inline links and autolinks in reading order, each once, leaving images, relative and own-site links out', () => {
    const markdown = [
      'See the [guide](https://example.com/guide "The guide") and <https://docs.example.org/a>.',
      '![A chart](https://images.example.com/chart.png) is not a link.',
      'Our [pricing](/pricing) and [blog](https://blog.wordloom.test/post) stay internal; so does [mail](mailto:a@b.c).',
      'The [guide again](https://EXAMPLE.com/guide) counts once; [Wiki](https://en.wikipedia.org/wiki/Loom_(weaving)).',
    ].join('\n\n');

    expect(outboundLinksInMarkdown(markdown, SITE)).toEqual([
      'https://example.com/guide',
      'https://docs.example.org/a',
      'https://en.wikipedia.org/wiki/Loom_(weaving)',
    ]);
  });

  it('reads hrefs of sanitised HTML, entities decoded', () => {
    const html =
      '<p><a href="https://example.com/?a=1&amp;b=2" rel="nofollow">one</a> <a href="/local">two</a> ' +
      '<a href="https://wordloom.test/x">three</a> <a href="http://plain.example.net">four</a></p>';

    expect(outboundLinksInHtml(html, SITE)).toEqual(['https://example.com/?a=1&b=2', 'http://plain.example.net']);
  });
});

describe('removing and replacing a link', () => {
  const markdown =
    'Read [the study](https://dead.example/study "Study") and [this](https://ok.example/). ' +
    'Source: <https://dead.example/study>.';

  it('Remove link keeps the words and drops every link to the address', () => {
    expect(removeLink(markdown, 'https://dead.example/study')).toBe(
      'Read the study and [this](https://ok.example/). Source: .',
    );
  });

  it('Replace points every link to the new address, keeping words and title', () => {
    expect(replaceLink(markdown, 'https://dead.example/study', 'https://new.example/study')).toBe(
      'Read [the study](https://new.example/study "Study") and [this](https://ok.example/). ' +
        'Source: <https://new.example/study>.',
    );
  });

  it('changes every section of an article and nothing else', () => {
    const article = {
      title: 'T',
      sections: [
        {
          id: 'intro',
          kind: 'introduction' as const,
          heading: '',
          points: [],
          markdown: 'A [link](https://dead.example/) here.',
        },
        {
          id: 's1',
          kind: 'section' as const,
          heading: 'More',
          points: [],
          markdown: 'An [other](https://other.example/) stays.',
        },
      ],
    };
    expect(removeLinkFromArticle(article, 'https://dead.example/').sections.map((s) => s.markdown)).toEqual([
      'A link here.',
      'An [other](https://other.example/) stays.',
    ]);
  });
});

describe('what a session checks', () => {
  const section = (id: string, markdown: string) => ({ id, kind: 'section' as const, heading: id, markdown });

  it('takes the article links up to the count, then the saved links not already there, each once', () => {
    const state = ZWriterSessionState.parse({
      keywordForm: { keyword: 'looms', brokenLinks: true, brokenLinkCount: 2 },
      generatedArticle: {
        title: 'Looms',
        sections: [
          section('s1', '[a](https://a.example/) [b](https://b.example/)'),
          section('s2', '[c](https://c.example/)'),
        ],
      },
      savedBrokenLinks: [
        { url: 'https://b.example/' },
        { url: 'https://saved.example/' },
        { url: 'https://A.example' },
      ],
    });

    expect(sessionLinksToCheck(state, SITE)).toEqual([
      'https://a.example/',
      'https://b.example/',
      'https://saved.example/',
    ]);
  });
});

describe('saved links', () => {
  it('refuses an address that is not http(s) and one already saved, however it is written', () => {
    const saved = [{ url: 'https://example.com/page' }];
    expect(savedLinkProblem('example.com/page', saved)).toBe('invalid');
    expect(savedLinkProblem('ftp://example.com/file', saved)).toBe('invalid');
    expect(savedLinkProblem('HTTPS://EXAMPLE.com/page', saved)).toBe('duplicate');
    expect(savedLinkProblem('https://example.com/other', saved)).toBeNull();
  });
});
