import { describe, expect, it } from 'vitest';
import { splitArticleMarkdown } from '../../shared/src/domain/article-markdown.ts';
import {
  articleDraft,
  cutAtWord,
  firstSentences,
  furthestStep,
  initialWriterState,
  keywordsAfterIdeas,
  type LinkableArticle,
  lastReadyStep,
  markdownText,
  rankInternalLinks,
  stepIsReady,
  WriterStepNotReady,
  writerRequest,
} from '../../shared/src/domain/article-writer.ts';
import type { TWriterSessionState } from '../../shared/src/schemas/article-writer.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

/** A session with every step answered. */
function fullState(): TWriterSessionState {
  const state = initialWriterState();
  const outline = [
    { heading: 'Choosing flour', points: ['Rye'] },
    { heading: 'Feeding', points: [] },
  ];
  return {
    ...state,
    keywordForm: { ...state.keywordForm, keyword: 'sourdough starter', contentType: 'How-to Guide' },
    keywordResponse: {
      keywords: [{ keyword: 'feeding sourdough starter', intent: 'informational', relevance: '' }],
      competingPages: [{ title: 'Top result', url: 'https://a.example/', snippet: '' }],
    },
    selectedKeywords: [
      { keyword: 'feeding sourdough starter', isSelected: true },
      { keyword: 'starter jar', isSelected: false },
    ],
    keywordSelectResponse: {
      titlesAndShortDescription: [{ title: 'Sourdough Starter Guide', description: 'All of it.' }],
      articleoutline: ['Flour'],
      promptforbody: 'Be practical.',
      Introduction: 'Starters are alive.',
      key_takeaways: ['Feed it'],
    },
    titleOptions: [{ id: 't1', title: 'Sourdough Starter Guide', description: 'All of it.' }],
    chosenTitle: { title: 'Sourdough Starter Guide', description: 'All of it.' },
    titleForm: { ...state.titleForm, writingStyle: 'Warm', headingsCount: 4 },
    outlineOptions: [{ id: 'o1', angle: '', sections: outline }],
    selectedOutline: { optionId: 'o1', sections: outline },
    generatedArticle: {
      title: 'Sourdough Starter Guide',
      metaDescription: 'All of it.',
      sections: splitArticleMarkdown(
        'Intro text.\n\n## Key takeaways\n\n- Feed it\n\n## Choosing flour\n\nRye.\n\n## Feeding\n\nDaily.',
        {
          outline,
          includeKeyTakeaways: true,
          includeFaq: true,
        },
      ).sections,
    },
    internalLinks: [
      {
        articleId: '00000000-0000-4000-8000-000000000001',
        title: 'Kept',
        path: '/a/b/c/en/kept',
        score: 20,
        selected: true,
      },
      {
        articleId: '00000000-0000-4000-8000-000000000002',
        title: 'Unticked',
        path: '/a/b/c/en/no',
        score: 10,
        selected: false,
      },
    ],
  };
}

describe('steps', () => {
  it('a new session is ready for the keyword step only', () => {
    const state = initialWriterState();
    expect(stepIsReady('keyword', state)).toBe(true);
    for (const step of ['select-keywords', 'title-description', 'outline', 'generated', 'generated-article'] as const) {
      expect(stepIsReady(step, state)).toBe(false);
    }
    expect(lastReadyStep('generated-article', state)).toBe('keyword');
  });

  it('each step is ready once its inputs exist, and a page falls back to the last ready one', () => {
    const state = fullState();
    expect(stepIsReady('generated-article', state)).toBe(true);
    expect(lastReadyStep('generated-article', state)).toBe('generated-article');
    const noArticle = { ...state, generatedArticle: null };
    expect(stepIsReady('generated-article', noArticle)).toBe(false);
    expect(lastReadyStep('generated-article', noArticle)).toBe('generated');
    const noTitle = { ...noArticle, chosenTitle: null, outlineOptions: [], selectedOutline: null };
    expect(lastReadyStep('generated-article', noTitle)).toBe('title-description');
    expect(lastReadyStep('outline', { ...noTitle, keywordSelectResponse: null })).toBe('select-keywords');
  });

  it('furthestStep never moves back', () => {
    expect(furthestStep('outline', 'keyword')).toBe('outline');
    expect(furthestStep('keyword', 'generated')).toBe('generated');
  });
});

describe('writerRequest', () => {
  it('builds each run from the state, with only the kept keywords and the ticked internal links', () => {
    const state = fullState();
    expect(writerRequest(state, { run: 'keywords' })).toEqual({
      kind: 'article_keywords',
      inputs: { keyword: 'sourdough starter', country: 'US', language: 'en', contentType: 'How-to Guide' },
    });
    const titles = writerRequest(state, { run: 'titles' });
    expect(titles).toMatchObject({
      kind: 'article_titles',
      inputs: {
        selectedKeywords: ['feeding sourdough starter'],
        competingPages: [{ title: 'Top result', url: 'https://a.example/', snippet: '' }],
      },
    });
    expect(writerRequest(state, { run: 'outline' })).toMatchObject({
      kind: 'article_outline',
      inputs: {
        title: 'Sourdough Starter Guide',
        description: 'All of it.',
        headingsCount: 4,
        writingStyle: 'Warm',
        pointOfView: 'writer',
        suggestedHeadings: ['Flour'],
        bodyBrief: 'Be practical.',
      },
    });
    const body = writerRequest(state, { run: 'article' });
    expect(body).toMatchObject({
      kind: 'article_body',
      inputs: {
        outline: state.selectedOutline!.sections,
        introductionHint: 'Starters are alive.',
        keyTakeawaysHint: ['Feed it'],
        includeKeyTakeaways: true,
        includeFaq: true,
        internalLinks: [{ title: 'Kept', url: '/a/b/c/en/kept' }],
      },
    });
    expect(writerRequest(state, { run: 'section', sectionId: 's2', note: '  Shorter  ' })).toMatchObject({
      kind: 'article_section',
      inputs: {
        section: { kind: 'section', heading: 'Feeding', points: [], current: 'Daily.' },
        note: 'Shorter',
      },
    });
  });

  it("uses the server's extras instead of the state's", () => {
    const state = fullState();
    const extras = { competingPages: [], internalLinks: [{ title: 'Fresh', url: '/x' }] };
    expect(writerRequest(state, { run: 'titles' }, extras)).toMatchObject({ inputs: { competingPages: [] } });
    expect(writerRequest(state, { run: 'article' }, extras)).toMatchObject({
      inputs: { internalLinks: [{ title: 'Fresh', url: '/x' }] },
    });
  });

  it('throws WriterStepNotReady for what the state lacks', () => {
    const state = fullState();
    const blankKeyword = { ...state, keywordForm: { ...state.keywordForm, keyword: '  ' } };
    expect(() => writerRequest(blankKeyword, { run: 'titles' })).toThrow(WriterStepNotReady);
    expect(() => writerRequest({ ...state, chosenTitle: null }, { run: 'outline' })).toThrow(WriterStepNotReady);
    expect(() => writerRequest({ ...state, selectedOutline: null }, { run: 'article' })).toThrow(WriterStepNotReady);
    expect(() => writerRequest(state, { run: 'section', sectionId: 's9' })).toThrow(WriterStepNotReady);
    expect(() => writerRequest({ ...state, generatedArticle: null }, { run: 'section', sectionId: 's1' })).toThrow(
      WriterStepNotReady,
    );
  });
});

describe('keywordsAfterIdeas', () => {
  it('lists the new ideas with the first five kept, then what the user added, without repeats', () => {
    const state = fullState();
    const ideas = ['a', 'b', 'c', 'd', 'e', 'f', 'Starter Jar'].map((keyword) => ({ keyword }));
    const list = keywordsAfterIdeas(
      { ...state, selectedKeywords: [...state.selectedKeywords, { keyword: 'rye starter', isSelected: false }] },
      ideas,
    );
    expect(list).toEqual([
      { keyword: 'a', isSelected: true },
      { keyword: 'b', isSelected: true },
      { keyword: 'c', isSelected: true },
      { keyword: 'd', isSelected: true },
      { keyword: 'e', isSelected: true },
      { keyword: 'f', isSelected: false },
      { keyword: 'Starter Jar', isSelected: false },
      // 'feeding sourdough starter' was an old idea: replaced. 'starter jar' came again as an idea.
      { keyword: 'rye starter', isSelected: false },
    ]);
  });
});

describe('rankInternalLinks', () => {
  let id = 0;
  function linkable(fields: Partial<LinkableArticle>): LinkableArticle {
    id += 1;
    return {
      id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
      title: '',
      languageCode: 'en',
      status: 'published',
      category: '',
      subcategory: '',
      microcategory: '',
      categories: [],
      tags: [],
      contentType: 'blog',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      path: `/general/general/general/en/a-${id}`,
      ...fields,
    };
  }

  it('ranks articles on the subject (tag or title word) by the related score, at most five', () => {
    const state = fullState();
    const byTitleWords = linkable({ title: 'Sourdough Starter Guide problems' });
    const byTag = linkable({ title: 'Jars', tags: ['Feeding Sourdough Starter'] });
    const recentOffTopic = linkable({ title: 'Tax returns', publishedAt: NOW });
    const otherLanguage = linkable({ title: 'Sourdough starter', languageCode: 'fr' });
    const draft = linkable({ title: 'Sourdough starter', status: 'draft' });
    const many = Array.from({ length: 6 }, () => linkable({ title: 'Starter' }));
    const ranked = rankInternalLinks(state, [recentOffTopic, otherLanguage, draft, ...many, byTag, byTitleWords], NOW);
    expect(ranked).toHaveLength(5);
    expect(ranked.slice(0, 2).map((link) => link.articleId)).toEqual([byTitleWords.id, byTag.id]);
    expect(ranked[0]).toEqual({
      articleId: byTitleWords.id,
      title: 'Sourdough Starter Guide problems',
      path: byTitleWords.path,
      // Three shared title words (5 each) and the same content type (10).
      score: 25,
      selected: true,
    });
    const ids = ranked.map((link) => link.articleId);
    for (const left of [recentOffTopic, otherLanguage, draft]) expect(ids).not.toContain(left.id);
  });

  it('keeps an article the user unticked unticked', () => {
    const state = fullState();
    const unticked = linkable({ id: state.internalLinks[1]!.articleId, title: 'Sourdough starter' });
    expect(rankInternalLinks(state, [unticked], NOW)).toMatchObject([{ articleId: unticked.id, selected: false }]);
  });
});

describe('articleDraft', () => {
  it('is the blog article of the generated one', () => {
    const state = fullState();
    expect(articleDraft(state)).toEqual({
      title: 'Sourdough Starter Guide',
      excerpt: 'Intro text.',
      metaDescription: 'All of it.',
      content: expect.stringContaining('<h2>Choosing flour</h2>'),
      focusKeyphrase: 'sourdough starter',
      languageCode: 'en',
      contentType: 'blog',
      tags: ['feeding sourdough starter'],
    });
    expect(
      articleDraft({ ...state, keywordForm: { ...state.keywordForm, contentType: 'News Article' } }).contentType,
    ).toBe('news');
  });

  it('takes the meta description from the excerpt without a chosen description, and keeps tags within the blog limits', () => {
    const state = fullState();
    const keywords = Array.from({ length: 25 }, (_, index) => ({
      keyword: `keyword number ${index}`,
      isSelected: true,
    }));
    const draft = articleDraft({
      ...state,
      chosenTitle: { title: 'Sourdough Starter Guide', description: '' },
      selectedKeywords: [
        { keyword: 'a very long keyword phrase that goes well past the fifty characters of a tag', isSelected: true },
        ...keywords,
      ],
    });
    expect(draft.metaDescription).toBe('Intro text.');
    expect(draft.tags).toHaveLength(20);
    expect(draft.tags[0]).toBe('a very long keyword phrase that goes well past the');
    expect(draft.tags.every((tag) => tag.length <= 50)).toBe(true);
  });

  it('throws WriterStepNotReady before the article exists', () => {
    expect(() => articleDraft({ ...fullState(), generatedArticle: null })).toThrow(WriterStepNotReady);
  });
});

describe('text helpers', () => {
  it('markdownText reads markdown as plain text', () => {
    expect(markdownText('Use **rye** & [good flour](https://a.example/) — `always`.\n\n- one\n- two')).toBe(
      'Use rye & good flour — always. one two',
    );
  });

  it('firstSentences keeps whole sentences within the length, and cuts a long first one at a word', () => {
    expect(firstSentences('One two. Three four! Five six?', 20)).toBe('One two. Three four!');
    expect(firstSentences('Sourdough starters need flour and water every day', 20)).toBe('Sourdough starters…');
  });

  it('cutAtWord cuts after the last whole word, ellipsis within the length', () => {
    expect(cutAtWord('short', 10)).toBe('short');
    expect(cutAtWord('Feed your starter daily', 17, '')).toBe('Feed your starter');
    expect(cutAtWord('Feed your starter daily', 12)).toBe('Feed your…');
    expect(cutAtWord('Unbreakableword', 5, '')).toBe('Unbre');
  });
});
