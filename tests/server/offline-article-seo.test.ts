/**
 * Issue 14: "Articles the writer produces from any keyword score at least 90". The template
 * composer's whole flow, from a keyword to the saved article, scored by the shared scorer.
 */
import { articleBodyHtml, splitArticleMarkdown } from '@wordloom/shared/domain/article-markdown';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { scoreArticle } from '@wordloom/shared/domain/seo-score';
import {
  CONTENT_TYPES,
  type TContentType,
  type TKeywordSelectResponse,
  type TOutlineOptions,
  ZGenerationRequest,
} from '@wordloom/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { composeDraft, composeObject } from '../../server/src/lib/ai/offline-composer.ts';
import type { StructuredRequest } from '../../server/src/lib/ai/structured.ts';

/** Keywords of many shapes: one word, long-tail, digits, punctuation, capitals, accents, other scripts. */
const KEYWORDS: [keyword: string, language: string][] = [
  ['seo', 'en'],
  ['Python', 'en'],
  ['solar panels', 'en'],
  ['content marketing', 'en'],
  ['email marketing for small business', 'en'],
  ['how to start a vegetable garden in a small backyard', 'en'],
  ['best running shoes for flat feet under 100 dollars', 'en'],
  ['iPhone 15 Pro', 'en'],
  ['web3', 'en'],
  ['401(k) rollover', 'en'],
  ['C++ vs Rust', 'en'],
  ['Node.js', 'en'],
  ['e-commerce', 'en'],
  ['GDPR', 'en'],
  ['what is a Roth IRA?', 'en'],
  ['dog training tips!', 'en'],
  ['remote work, productivity', 'en'],
  ['AI', 'en'],
  ['2024 tax changes', 'en'],
  ['SEO für Anfänger', 'de'],
  ['marketing de contenidos', 'es'],
  ['café au lait', 'fr'],
  ['التسويق بالمحتوى', 'ar'],
  ['内容营销', 'zh'],
  ['コンテンツマーケティング', 'ja'],
  ['контент-маркетинг', 'ru'],
  ['कंटेंट मार्केटिंग', 'hi'],
  ['marketing de conteúdo', 'pt'],
  ['콘텐츠 마케팅', 'ko'],
  ['zero waste living', 'en'],
  ['k', 'en'],
  ['how to choose a reliable used car without getting scammed', 'en'],
];

function structured<T>(request: unknown): T {
  return composeObject(ZGenerationRequest.parse(request) as StructuredRequest) as T;
}

/** The composer's flow as the writer's pages walk it, saved the way the article writer saves it. */
function savedArticle(keyword: string, language: string, contentType: TContentType) {
  const keywordInputs = { keyword, language, contentType };
  const ideas = structured<{ keywords: { keyword: string }[] }>({ kind: 'article_keywords', inputs: keywordInputs });
  const selectedKeywords = ideas.keywords.slice(0, 3).map((idea) => idea.keyword);
  const brief = structured<TKeywordSelectResponse>({
    kind: 'article_titles',
    inputs: { ...keywordInputs, selectedKeywords },
  });
  const chosen = brief.titlesAndShortDescription[0]!;
  const outlineInputs = {
    ...keywordInputs,
    selectedKeywords,
    title: chosen.title,
    description: chosen.description,
    suggestedHeadings: brief.articleoutline,
    bodyBrief: brief.promptforbody,
  };
  const outline = structured<TOutlineOptions>({ kind: 'article_outline', inputs: outlineInputs });
  const sections = outline.outlines[0]!.sections;
  const markdown = composeDraft(
    ZGenerationRequest.parse({
      kind: 'article_body',
      inputs: {
        ...outlineInputs,
        outline: sections,
        introductionHint: brief.Introduction,
        keyTakeawaysHint: brief.key_takeaways,
        includeKeyTakeaways: true,
        includeFaq: true,
      },
    }) as never,
  );
  const article = splitArticleMarkdown(markdown, { outline: sections, includeKeyTakeaways: true, includeFaq: true });
  return {
    keyphrase: keyword,
    title: chosen.title,
    metaDescription: chosen.description,
    slug: slugify(keyword),
    html: articleBodyHtml(article),
    languageCode: language,
  };
}

describe('the template composer writes articles that score at least 90', () => {
  for (const contentType of CONTENT_TYPES) {
    it(`${contentType}: every keyword's article scores ≥ 90`, () => {
      const failures = KEYWORDS.flatMap(([keyword, language]) => {
        const report = scoreArticle(savedArticle(keyword, language, contentType));
        const missed = report.checks.filter((check) => check.status !== 'good').map((check) => check.id);
        return report.score >= 90 ? [] : [`${keyword} (${report.score}): ${missed.join(', ')}`];
      });
      expect(failures).toEqual([]);
    });
  }

  it('misses only the checks it cannot honestly pass without the user (internal links, images)', () => {
    const report = scoreArticle(savedArticle('solar panels', 'en', 'Blog Post'));
    const missed = report.checks.filter((check) => check.status !== 'good').map((check) => check.id);
    expect(missed).toEqual(['internalLinks', 'imageAlt']);
  });
});
