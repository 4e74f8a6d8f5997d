import { describe, expect, it } from 'vitest';
import {
  type ArticlePlan,
  articleBodyHtml,
  articleBodyMarkdown,
  sectionMarkdown,
  singleLine,
  splitArticleMarkdown,
} from '../../shared/src/domain/article-markdown.ts';

const OUTLINE = [
  { heading: 'Choosing flour', points: ['Rye', 'Wheat'] },
  { heading: 'Feeding', points: ['Daily'] },
];
const FULL: ArticlePlan = { outline: OUTLINE, includeKeyTakeaways: true, includeFaq: true };

const ARTICLE = `# Sourdough at home

Bread needs time. This guide helps.

## Key takeaways

- Use rye.

## Choosing flour

Rye ferments fast.

### Whole grain

More food for yeast.

## Feeding

Feed daily.

## FAQ

**Can I skip a day?** Yes.`;

describe('splitArticleMarkdown', () => {
  it('cuts a complete article into introduction, takeaways, the outline sections and the FAQ, by place', () => {
    const { title, sections } = splitArticleMarkdown(ARTICLE, FULL);
    expect(title).toBe('Sourdough at home');
    expect(sections).toEqual([
      { id: 'intro', kind: 'introduction', heading: '', points: [], markdown: 'Bread needs time. This guide helps.' },
      { id: 'takeaways', kind: 'takeaways', heading: 'Key takeaways', points: [], markdown: '- Use rye.' },
      {
        id: 's1',
        kind: 'section',
        heading: 'Choosing flour',
        points: ['Rye', 'Wheat'],
        // A deeper heading stays inside its section.
        markdown: 'Rye ferments fast.\n\n### Whole grain\n\nMore food for yeast.',
      },
      { id: 's2', kind: 'section', heading: 'Feeding', points: ['Daily'], markdown: 'Feed daily.' },
      { id: 'faq', kind: 'faq', heading: 'FAQ', points: [], markdown: '**Can I skip a day?** Yes.' },
    ]);
  });

  it('keeps the ids of a partial stream, the last section holding what came so far', () => {
    const partial = ARTICLE.slice(0, ARTICLE.indexOf('Rye ferments') + 'Rye fer'.length);
    const { sections } = splitArticleMarkdown(partial, FULL);
    expect(sections.map((section) => section.id)).toEqual(['intro', 'takeaways', 's1']);
    expect(sections.at(-1)?.markdown).toBe('Rye fer');
    // Only the title so far: one empty introduction.
    expect(splitArticleMarkdown('# Sourdough', FULL).sections).toEqual([
      { id: 'intro', kind: 'introduction', heading: '', points: [], markdown: '' },
    ]);
  });

  it('numbers the outline sections from the first heading without takeaways, and has no FAQ when not asked', () => {
    const markdown = 'Intro.\n\n## Choosing flour\n\nRye.\n\n## Feeding\n\nDaily.\n\n## Extra\n\nMore.';
    const { sections } = splitArticleMarkdown(markdown, {
      outline: OUTLINE,
      includeKeyTakeaways: false,
      includeFaq: false,
    });
    expect(sections.map(({ id, kind }) => `${id}:${kind}`)).toEqual([
      'intro:introduction',
      's1:section',
      's2:section',
      's3:section',
    ]);
    expect(sections[3]?.points).toEqual([]);
  });

  it('does not cut at a heading inside a code fence', () => {
    const markdown = 'Intro.\n\n## Choosing flour\n\n```md\n## not a heading\n```\n\n## Feeding\n\nDaily.';
    const { sections } = splitArticleMarkdown(markdown, { ...FULL, includeKeyTakeaways: false });
    expect(sections.map((section) => section.heading)).toEqual(['', 'Choosing flour', 'Feeding']);
    expect(sections[1]?.markdown).toBe('```md\n## not a heading\n```');
  });

  it('keeps an answer with more sections than a session holds inside its limits', () => {
    const markdown = Array.from({ length: 50 }, (_, index) => `## Part ${index + 1}\n\nText ${index + 1}.`).join(
      '\n\n',
    );
    const { sections } = splitArticleMarkdown(markdown, { outline: [], includeKeyTakeaways: false, includeFaq: false });
    expect(sections).toHaveLength(39);
    expect(sections.at(-1)?.markdown).toContain('## Part 50');
  });
});

describe('sectionMarkdown', () => {
  it('drops the heading the writer repeated, and keeps a section without one as it is', () => {
    expect(sectionMarkdown('## Feeding\n\nFeed twice a day.\n')).toBe('Feed twice a day.');
    expect(sectionMarkdown('Feed twice a day.\r\n\r\nKeep it warm.')).toBe('Feed twice a day.\n\nKeep it warm.');
  });
});

describe('singleLine', () => {
  it('turns control characters into spaces and cuts at the length', () => {
    expect(singleLine('Sourdough\tstarter\nguide', 100)).toBe('Sourdough starter guide');
    expect(singleLine('abcdef', 3)).toBe('abc');
  });
});

describe('articleBodyMarkdown and articleBodyHtml', () => {
  const { sections } = splitArticleMarkdown(ARTICLE, FULL);

  it('joins the sections back under their headings, without the title', () => {
    expect(articleBodyMarkdown({ sections })).toBe(ARTICLE.slice(ARTICLE.indexOf('Bread')));
  });

  it('renders the body as HTML with a level-2 heading per section', () => {
    const html = articleBodyHtml({ sections });
    expect(html).not.toContain('<h1>');
    expect(html).toContain('<p>Bread needs time. This guide helps.</p>');
    expect(html).toContain('<h2>Choosing flour</h2>');
    expect(html).toContain('<h3>Whole grain</h3>');
    expect(html).toContain('<li>Use rye.</li>');
    expect(html).toContain('<strong>Can I skip a day?</strong>');
  });

  it('leaves out a section whose text is empty and has no heading', () => {
    expect(
      articleBodyMarkdown({
        sections: [
          { id: 'intro', kind: 'introduction', heading: '', points: [], markdown: '' },
          { id: 's1', kind: 'section', heading: 'Feeding', points: [], markdown: 'Daily.' },
        ],
      }),
    ).toBe('## Feeding\n\nDaily.');
  });
});
