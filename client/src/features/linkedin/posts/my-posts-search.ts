import { POST_LIST_TABS, type TListPosts, type TPostListTab } from '@wordloom/shared/schemas/linkedin';
import { z } from 'zod';

/** Posts on one page of My Posts. */
export const MY_POSTS_PAGE_SIZE = 10;

/**
 * My Posts' address: `tab`, the search `q` and `page`. Each is optional (the navigation links to
 * the bare page) and a value that makes no sense falls back to the default instead of an error.
 */
export const ZMyPostsSearch = z.object({
  tab: z.enum(POST_LIST_TABS).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type TMyPostsSearch = z.infer<typeof ZMyPostsSearch>;

export interface MyPostsView {
  tab: TPostListTab;
  q: string;
  page: number;
}

/** What the address shows, defaults filled in. */
export function myPostsView(search: TMyPostsSearch): MyPostsView {
  return { tab: search.tab ?? 'all', q: search.q ?? '', page: search.page ?? 1 };
}

/** The list query of a view: the route's loader and the page ask for the same, so the page reads the loader's answer. */
export function myPostsListInput({ tab, q, page }: MyPostsView): TListPosts {
  return { tab, search: q === '' ? undefined : q, page, pageSize: MY_POSTS_PAGE_SIZE };
}
