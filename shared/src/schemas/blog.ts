/**
 * Blog and news: the contract between browser and server (spec §3 "Blog post", §7 blog queries).
 * Article content travels as HTML; the server sanitises it before it is stored (and the article
 * writer turns its markdown into HTML before saving).
 */
import { z } from 'zod';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../domain/blog-paths.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { lineText, multilineText } from './text.ts';

export const ARTICLE_CONTENT_TYPES = ['blog', 'news'] as const;
export type TArticleContentType = (typeof ARTICLE_CONTENT_TYPES)[number];
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type TArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Storage bucket of featured images and images pasted into an article. */
export const BLOG_MEDIA_BUCKET = 'blog-images';

export { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../domain/blog-paths.ts';
export const MAX_ARTICLE_HTML_LENGTH = 400_000;
export const MY_ARTICLES_PAGE_SIZE = 20;

const line = (max: number) => lineText().trim().max(max);
const label = line(80);

/** An image address as stored: a path on this site ("/media/…") or an http(s) URL. */
const imageUrl = line(1000).refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), 'INVALID_URL');

/** The fields a writer edits (the editor's form; the article writer saves the same). */
export const ZArticleFields = z.object({
  title: line(200).min(1),
  /** Left empty, the server derives it from the title; unique per language. */
  slug: line(MAX_SLUG_LENGTH)
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'INVALID_SLUG')
    .default(''),
  content: z.string().max(MAX_ARTICLE_HTML_LENGTH).default(''),
  excerpt: multilineText().trim().max(500).default(''),
  metaDescription: multilineText().trim().max(320).default(''),
  featuredImage: imageUrl.nullable().default(null),
  languageCode: z.enum(LANGUAGE_CODES).default('en'),
  category: label.default(''),
  subcategory: label.default(''),
  microcategory: label.default(''),
  categories: z.array(label.min(1)).max(10).default([]),
  tags: z.array(line(50).min(1)).max(20).default([]),
  contentType: z.enum(ARTICLE_CONTENT_TYPES).default('blog'),
  externalUrl: imageUrl.nullable().default(null),
  /** The keyphrase the on-page SEO score checks the article against. */
  focusKeyphrase: line(200).default(''),
});
export type TArticleFields = z.infer<typeof ZArticleFields>;

export const ZArticleId = z.object({ id: z.uuid() });

/** `blog.create`: a new draft; `translationOf` makes it a translation of that article. */
export const ZCreateArticle = ZArticleFields.extend({ translationOf: z.uuid().optional() });
export type TCreateArticle = z.infer<typeof ZCreateArticle>;

/** `blog.update`: the fields given change, the rest stay (defaults removed so nothing is overwritten). */
const { shape } = ZArticleFields;
export const ZUpdateArticle = z
  .object({
    title: shape.title,
    slug: shape.slug.removeDefault(),
    content: shape.content.removeDefault(),
    excerpt: shape.excerpt.removeDefault(),
    metaDescription: shape.metaDescription.removeDefault(),
    featuredImage: shape.featuredImage.removeDefault(),
    languageCode: shape.languageCode.removeDefault(),
    category: shape.category.removeDefault(),
    subcategory: shape.subcategory.removeDefault(),
    microcategory: shape.microcategory.removeDefault(),
    categories: shape.categories.removeDefault(),
    tags: shape.tags.removeDefault(),
    contentType: shape.contentType.removeDefault(),
    externalUrl: shape.externalUrl.removeDefault(),
    focusKeyphrase: shape.focusKeyphrase.removeDefault(),
  })
  .partial()
  .extend({ id: z.uuid() });
export type TUpdateArticle = z.infer<typeof ZUpdateArticle>;

/** `blog.mine`: My Articles (spec §7: by author, newest first), searched and filtered. */
export const ZListMyArticles = z.object({
  search: line(200).default(''),
  status: z.enum(['all', ...ARTICLE_STATUSES]).default('all'),
  languageCode: z.enum(LANGUAGE_CODES).optional(),
  category: label.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type TListMyArticles = z.infer<typeof ZListMyArticles>;

/** One article in a list (My Articles, public listings, related, saved). */
export interface ArticleSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
  languageCode: string;
  category: string;
  subcategory: string;
  microcategory: string;
  contentType: TArticleContentType;
  status: TArticleStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The public canonical path (shared/src/domain/blog-paths.ts); null for a draft. */
  path: string | null;
  readMinutes: number;
  /** The on-page SEO score out of 100 at the last save; null without a focus keyphrase. */
  seoScore: number | null;
}

/** The same article in another language ("Read in Other Languages"). */
export interface ArticleTranslation {
  id: string;
  languageCode: string;
  title: string;
  status: TArticleStatus;
  path: string | null;
}

/** One article in full, as its pages show it. */
export interface ArticleDetail extends ArticleSummary {
  content: string;
  metaDescription: string;
  categories: string[];
  tags: string[];
  authorId: string;
  authorName: string;
  editorId: string | null;
  translationGroupId: string;
  externalUrl: string | null;
  focusKeyphrase: string;
  viewCount: number;
  likeCount: number;
  bookmarkCount: number;
  /** Every language of the article, this one included, in a stable order. */
  translations: ArticleTranslation[];
}

export interface MyArticlesPage {
  items: ArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
}
