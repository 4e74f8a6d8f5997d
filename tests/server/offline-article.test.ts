/** The template composer's article steps: schema-valid, deterministic, by content type, honest. */
import { splitArticleMarkdown } from '@wordloom/shared/domain/article-markdown';
import { countWords } from '@wordloom/shared/domain/word-count';
import {
  ZArticleTranslation,
  ZGenerationRequest,
  ZKeywordIdeas,
  ZKeywordSelectResponse,
  ZOutlineOptions,
} from '@wordloom/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { composeDraft, composeObject } from '../../server/src/lib/ai/offline-composer.ts';
import type { StructuredRequest } from '../../server/src/lib/ai/structured.ts';

function structured(raw: unknown) {
  return composeObject(ZGenerationRequest.parse(raw) as StructuredRequest);
}

function text(raw: unknown): string {
  return composeDraft(ZGenerationRequest.parse(raw) as never);
}

const bodyInputs = {
  keyword: 'solar panels',
  title: 'Solar Panels at Home: A Complete Guide',
  outline: [
    { heading: 'What solar panels cost', points: ['Buying', 'Running costs'] },
    { heading: 'Installation on your roof', points: ['Roof check', 'Permits'] },
    { heading: 'Keeping them clean', points: ['How often', 'What to use'] },
  ],
};

describe('keywords', () => {
  it('suggests 8 to 12 keywords with intent and a note, the content type first', () => {
    const review = ZKeywordIdeas.parse(
      structured({ kind: 'article_keywords', inputs: { keyword: 'Standing Desks', contentType: 'Product Review' } }),
    );
    expect(review.keywords.length).toBeGreaterThanOrEqual(8);
    expect(review.keywords.length).toBeLessThanOrEqual(12);
    expect(review.keywords.slice(0, 4)).toEqual([
      { keyword: 'standing desks review', intent: 'commercial', relevance: expect.stringMatching(/\.$/u) },
      { keyword: 'standing desks pros and cons', intent: 'commercial', relevance: expect.any(String) },
      { keyword: 'is standing desks worth it', intent: 'commercial', relevance: expect.any(String) },
      { keyword: 'standing desks price', intent: 'transactional', relevance: expect.any(String) },
    ]);
    expect(review.keywords.map((idea) => idea.keyword)).toContain('what is standing desks');
    expect(review.keywords.every((idea) => idea.relevance.length > 0 && idea.volume === undefined)).toBe(true);

    const comparison = ZKeywordIdeas.parse(
      structured({ kind: 'article_keywords', inputs: { keyword: 'Notion', contentType: 'Comparison' } }),
    );
    expect(comparison.keywords.map((idea) => idea.keyword).slice(0, 2)).toEqual([
      'notion vs',
      'alternatives to notion',
    ]);
  });

  it('adds shorter searches made of a long keyword own words', () => {
    const ideas = ZKeywordIdeas.parse(
      structured({ kind: 'article_keywords', inputs: { keyword: 'content marketing plan' } }),
    );
    expect(ideas.keywords.map((idea) => idea.keyword)).toEqual(expect.arrayContaining(['content marketing']));
  });

  it('never offers a shorter search that starts or ends on a linking word', () => {
    const ideas = ZKeywordIdeas.parse(
      structured({ kind: 'article_keywords', inputs: { keyword: 'content marketing for startups' } }),
    );
    const keywords = ideas.keywords.map((idea) => idea.keyword);
    expect(keywords).toContain('marketing for startups');
    expect(keywords).not.toContain('content marketing for');
  });

  it('gives the same keywords for the same inputs', () => {
    const request = { kind: 'article_keywords', inputs: { keyword: 'seo', contentType: 'Listicle' } };
    expect(structured(request)).toEqual(structured(request));
  });
});

describe('titles and the keyword select response', () => {
  it('offers 5 titles of 30–60 characters and descriptions of 120–156, all with the keyword', () => {
    for (const contentType of [
      'Blog Post',
      'How-to Guide',
      'Listicle',
      'Product Review',
      'Comparison',
      'News Article',
    ]) {
      const answer = ZKeywordSelectResponse.parse(
        structured({ kind: 'article_titles', inputs: { keyword: 'solar panels', contentType } }),
      );
      expect(answer.titlesAndShortDescription).toHaveLength(5);
      for (const { title, description } of answer.titlesAndShortDescription) {
        expect(title.toLowerCase()).toContain('solar panels');
        expect(title.length).toBeGreaterThanOrEqual(30);
        expect(title.length).toBeLessThanOrEqual(60);
        expect(description.toLowerCase()).toContain('solar panels');
        expect(description.length).toBeGreaterThanOrEqual(120);
        expect(description.length).toBeLessThanOrEqual(156);
      }
      expect(answer.Introduction.split('. ')[0]).toContain('solar panels');
      expect(answer.key_takeaways.length).toBeGreaterThanOrEqual(3);
      expect(answer.key_takeaways.length).toBeLessThanOrEqual(5);
      expect(answer.articleoutline.length).toBeGreaterThan(0);
      expect(answer.promptforbody).toContain('solar panels');
    }
  });

  it('starts with the content type own patterns and keeps a keyword written with capitals as typed', () => {
    const answer = ZKeywordSelectResponse.parse(
      structured({ kind: 'article_titles', inputs: { keyword: 'iPhone 15', contentType: 'Product Review' } }),
    );
    expect(answer.titlesAndShortDescription[0]!.title).toBe('iPhone 15 Review: Strengths and Weaknesses');
    const lower = ZKeywordSelectResponse.parse(
      structured({ kind: 'article_titles', inputs: { keyword: 'solar panels', contentType: 'How-to Guide' } }),
    );
    expect(lower.titlesAndShortDescription[0]!.title).toBe('How to Get Started With Solar Panels, Step by Step');
  });

  it('names the pages that rank today in the body brief', () => {
    const answer = ZKeywordSelectResponse.parse(
      structured({
        kind: 'article_titles',
        inputs: {
          keyword: 'solar panels',
          competingPages: [{ title: 'Solar 101', url: 'https://example.com/solar' }],
        },
      }),
    );
    expect(answer.promptforbody).toContain('"Solar 101"');
  });
});

describe('outline options', () => {
  it('gives two angles per content type, each of the sections asked for with 2–3 points and the keyword in a heading', () => {
    const angles: Record<string, string[]> = {
      'Blog Post': ['Explainer', 'Practical guide'],
      'How-to Guide': ['Step by step', 'Problems and fixes'],
      Listicle: ['Numbered list', 'Mistakes to avoid'],
      'Product Review': ['Criteria', 'Use cases'],
      Comparison: ['Side by side', 'By need'],
      'News Article': ['What happened', 'Analysis'],
    };
    for (const [contentType, expected] of Object.entries(angles)) {
      for (const headingsCount of [2, 6, 15]) {
        const options = ZOutlineOptions.parse(
          structured({
            kind: 'article_outline',
            inputs: { keyword: 'solar panels', contentType, title: 'Solar', headingsCount },
          }),
        );
        expect(options.outlines.map((option) => option.angle)).toEqual(expected);
        for (const option of options.outlines) {
          expect(option.sections).toHaveLength(headingsCount);
          expect(option.sections.some((section) => section.heading.toLowerCase().includes('solar panels'))).toBe(true);
          for (const section of option.sections) {
            expect(section.points.length).toBeGreaterThanOrEqual(2);
            expect(section.points.length).toBeLessThanOrEqual(3);
          }
        }
      }
    }
  });

  it('uses the suggested headings for its first option', () => {
    const options = ZOutlineOptions.parse(
      structured({
        kind: 'article_outline',
        inputs: {
          keyword: 'solar panels',
          title: 'Solar',
          headingsCount: 3,
          suggestedHeadings: ['Solar panels in winter', 'Costs'],
        },
      }),
    );
    expect(options.outlines[0]!.angle).toBe('Suggested outline');
    expect(options.outlines[0]!.sections.map((section) => section.heading)).toEqual([
      'Solar panels in winter',
      'Costs',
      'Common mistakes',
    ]);
  });
});

describe('the article', () => {
  const plan = { outline: bodyInputs.outline, includeKeyTakeaways: true, includeFaq: true };

  it('follows the order the section parser reads: title, introduction, takeaways, sections, FAQ', () => {
    const markdown = text({ kind: 'article_body', inputs: bodyInputs });
    const article = splitArticleMarkdown(markdown, plan);
    expect(article.title).toBe(bodyInputs.title);
    expect(article.sections.map((section) => [section.id, section.heading])).toEqual([
      ['intro', ''],
      ['takeaways', 'Key takeaways'],
      ['s1', 'What solar panels cost'],
      ['s2', 'Installation on your roof'],
      ['s3', 'Keeping them clean'],
      ['faq', 'FAQ'],
    ]);
    expect(article.sections[0]!.markdown.split('. ')[0]).toBe('This article is about solar panels');
    expect(article.sections.at(-1)!.markdown.match(/^### /gmu)).toHaveLength(4);
    expect(markdown).toBe(text({ kind: 'article_body', inputs: bodyInputs }));
  });

  it('writes enough words, in short paragraphs, with notes where a fact belongs', () => {
    const six = [...bodyInputs.outline, ...bodyInputs.outline].map((section, index) => ({
      ...section,
      heading: `${section.heading} ${index}`,
    }));
    const markdown = text({ kind: 'article_body', inputs: { ...bodyInputs, outline: six } });
    expect(countWords(markdown)).toBeGreaterThanOrEqual(450);
    for (const paragraph of markdown.split('\n\n')) expect(countWords(paragraph)).toBeLessThan(150);
    expect(markdown).toContain('[Add an example or a figure about');
  });

  it('leaves out the takeaways and the FAQ when they are not wanted, and then puts the keyword in a heading', () => {
    const markdown = text({
      kind: 'article_body',
      inputs: {
        ...bodyInputs,
        outline: [{ heading: 'Costs', points: ['Buying'] }],
        includeKeyTakeaways: false,
        includeFaq: true,
      },
    });
    expect(markdown.match(/^## .+$/gmu)).toEqual(['## Costs', '## FAQ about solar panels']);
  });

  it('links each internal article in the section it fits best, and the rest under Further reading', () => {
    const markdown = text({
      kind: 'article_body',
      inputs: {
        ...bodyInputs,
        language: 'fr',
        internalLinks: [
          { title: 'Roof installation checklist', url: '/energy/en/roof-checklist' },
          { title: 'Heat pumps for beginners', url: '/energy/en/heat-pumps' },
        ],
      },
    });
    const sections = splitArticleMarkdown(markdown, plan).sections;
    const installation = sections.find((section) => section.id === 's2')!.markdown;
    expect(installation).toContain('See also [Roof installation checklist](/energy/en/roof-checklist).');
    const last = sections.find((section) => section.id === 's3')!.markdown;
    expect(last).toContain(
      'Further reading: [Heat pumps for beginners](/energy/en/heat-pumps) and ' +
        "[Wikipedia's search results for this topic](https://fr.wikipedia.org/w/index.php?search=solar%20panels).",
    );
    expect(markdown.match(/\]\(/gu)).toHaveLength(3);
  });
});

describe('one section again', () => {
  const current = 'Panels cost money. [Add a figure.]';
  const sectionRequest = (note: string | undefined, kind = 'section') => ({
    kind: 'article_section',
    inputs: {
      ...bodyInputs,
      section: { kind, heading: 'What solar panels cost', points: ['Buying', 'Running costs'], current },
      note,
    },
  });

  it('writes a new version without its heading line, different from the current one', () => {
    const rewritten = text(sectionRequest(undefined));
    expect(rewritten).not.toBe(current);
    expect(rewritten).not.toMatch(/^#/u);
    expect(rewritten).toContain('Buying.');
    expect(rewritten).toContain('Running costs.');
  });

  it('honours a note it can: shorter, longer, an example, a list, formal', () => {
    const plain = text(sectionRequest(undefined));
    expect(countWords(text(sectionRequest('Make it shorter please')))).toBeLessThan(countWords(plain));
    expect(countWords(text(sectionRequest('Expand this with more detail')))).toBeGreaterThan(countWords(plain));
    expect(text(sectionRequest('Add an example'))).toContain('For example: [describe a real case of');
    expect(text(sectionRequest('Turn it into bullet points'))).toMatch(/^- \*\*Buying\.\*\*/mu);
    expect(text(sectionRequest('More formal tone'))).toMatch(/advisable|assessed|careful|recommended/u);
  });

  it('quotes a note it cannot follow as an instruction for the writer', () => {
    expect(text(sectionRequest('Mention the 2025 feed-in tariff'))).toContain(
      '[Rewrite this part as asked: "Mention the 2025 feed-in tariff".]',
    );
  });

  it('writes the introduction, takeaways and FAQ as their own kinds', () => {
    expect(text(sectionRequest(undefined, 'introduction'))).toMatch(/^This article looks at solar panels\./u);
    expect(text(sectionRequest(undefined, 'faq')).match(/^### /gmu)).toHaveLength(4);
    expect(text(sectionRequest(undefined, 'takeaways'))).toMatch(/^- Buying\./u);
  });
});

describe('translation', () => {
  it('says it did not translate, and keeps the source', () => {
    const result = ZArticleTranslation.parse(
      structured({
        kind: 'article_translation',
        inputs: {
          sourceLanguage: 'en',
          targetLanguage: 'de',
          title: 'Solar at Home',
          metaDescription: 'All about solar.',
          focusKeyphrase: 'solar',
          html: '<h2>Costs</h2><p>Panels cost money.</p>',
        },
      }),
    );
    expect(result).toEqual({
      title: 'Solar at Home',
      excerpt: '',
      metaDescription: 'All about solar.',
      focusKeyphrase: 'solar',
      slug: 'solar-at-home',
      html:
        '<p>[This draft was not translated: no AI provider is configured. Translate it before publishing.]</p>\n' +
        '<h2>Costs</h2><p>Panels cost money.</p>',
    });
  });
});
