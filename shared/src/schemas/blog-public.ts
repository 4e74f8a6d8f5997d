/** The public blog and news pages' look-ups (`blog.publicArticle`, `blog.publicList`). */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import { ARTICLE_CONTENT_TYPES } from './blog.ts';
import { lineText } from './text.ts';

/** Public listings: 12 articles a page (a grid of 3 or 2 columns fills evenly). */
export const PUBLIC_ARTICLES_PAGE_SIZE = 12;

/** An article address as the visitor asked for it (any of the three patterns of spec §2). */
export const ZPublicArticlePath = z.object({ path: lineText().min(1).max(2048) });
export type TPublicArticlePath = z.infer<typeof ZPublicArticlePath>;

export const ZPublicArticleList = z.object({
  contentType: z.enum(ARTICLE_CONTENT_TYPES).optional(),
  languageCode: z.enum(LANGUAGE_CODES).default('en'),
  /** A category as it appears in paths (`pathSegment(category)`). */
  categorySegment: lineText().max(120).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type TPublicArticleList = z.infer<typeof ZPublicArticleList>;
