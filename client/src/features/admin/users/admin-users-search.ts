import type { TAdminUserSearch } from '@wordloom/shared/schemas/admin';
import { z } from 'zod';

export const USER_FILTERS = ['all', 'admins', 'suspended'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/**
 * /admin/users's address: the search `q`, the filter and `page`, each optional; a value that
 * makes no sense falls back to the default instead of an error.
 */
export const ZAdminUsersSearch = z.object({
  q: z.string().trim().max(254).optional().catch(undefined),
  filter: z.enum(USER_FILTERS).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type TAdminUsersSearch = z.infer<typeof ZAdminUsersSearch>;

export interface UsersListView {
  q: string;
  filter: UserFilter;
  page: number;
}

export function usersListView(search: TAdminUsersSearch): UsersListView {
  return { q: search.q ?? '', filter: search.filter ?? 'all', page: search.page ?? 1 };
}

/** The address of a view, defaults left out. */
export function usersListSearch(view: UsersListView): TAdminUsersSearch {
  return {
    q: view.q === '' ? undefined : view.q,
    filter: view.filter === 'all' ? undefined : view.filter,
    page: view.page === 1 ? undefined : view.page,
  };
}

/** The list query of a view: the route's loader and the page ask for the same. */
export function adminUsersInput({ q, filter, page }: UsersListView): TAdminUserSearch {
  return { search: q, filter, page };
}
