import type { TArticleContentType } from '@wordloom/shared/schemas/blog';

/** What changes with the language of a demo article. */
export interface DemoArticleText {
  title: string;
  excerpt: string;
  metaDescription: string;
  tags: string[];
  /** Clean HTML the blog's sanitiser keeps as it is: h2, h3, p, lists, a, blockquote, table, strong, em, code. */
  content: string;
}

/** Languages the demo articles are written in; every article has English, a few have the others. */
export type DemoLanguage = 'en' | 'fr' | 'es' | 'ar';

/**
 * One demo article and its translations. The taxonomy (category levels and `categories`) is shared
 * by every language, so a translation's public path differs from the English one only by its
 * language and slug; tags are read by people, so they are translated.
 */
export interface DemoArticle {
  /** The cover's file name in client/public/demo/covers (without ".svg"). */
  cover: string;
  contentType: TArticleContentType;
  category: string;
  subcategory: string;
  microcategory: string;
  categories: string[];
  /** Days before the seed that the English article was published. */
  daysAgo: number;
  texts: { en: DemoArticleText } & Partial<Record<Exclude<DemoLanguage, 'en'>, DemoArticleText>>;
}
