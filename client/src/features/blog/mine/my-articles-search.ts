import { LANGUAGE_CODES, type LanguageCode } from '@wordloom/shared/languages';
import { ARTICLE_STATUSES, type TListMyArticles } from '@wordloom/shared/schemas/blog';
import { z } from 'zod';

export const MY_ARTICLES_TABS = ['all', ...ARTICLE_STATUSES] as const;
export type TMyArticlesTab = (typeof MY_ARTICLES_TABS)[number];

/**
 * My Articles' address: `status`, the search `q`, `language`, `category` and `page`. Each is
 * optional (the navigation links to the bare page); a value that makes no sense is dropped.
 */
export const ZMyArticlesSearch = z.object({
  status: z.enum(MY_ARTICLES_TABS).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  language: z.enum(LANGUAGE_CODES).optional().catch(undefined),
  category: z.string().trim().min(1).max(80).optional().catch(undefined),
  page: z.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type TMyArticlesSearch = z.infer<typeof ZMyArticlesSearch>;

export interface MyArticlesView {
  status: TMyArticlesTab;
  q: string;
  language: LanguageCode | null;
  category: string | null;
  page: number;
}

/** What the address shows, defaults filled in. */
export function myArticlesView(search: TMyArticlesSearch): MyArticlesView {
  return {
    status: search.status ?? 'all',
    q: search.q ?? '',
    language: search.language ?? null,
    category: search.category ?? null,
    page: search.page ?? 1,
  };
}

/** The list query of a view. */
export function myArticlesInput({ status, q, language, category, page }: MyArticlesView): TListMyArticles {
  return {
    status,
    search: q,
    page,
    ...(language ? { languageCode: language } : {}),
    ...(category ? { category } : {}),
  };
}
