import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  adminUsersInput,
  type UsersListView,
  usersListSearch,
  usersListView,
  ZAdminUsersSearch,
} from '../../../../features/admin/users/admin-users-search.ts';
import { UsersListPage } from '../../../../features/admin/users/UsersListPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/users/')({
  validateSearch: ZAdminUsersSearch,
  loaderDeps: ({ search }) => usersListView(search),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(context.trpc.admin.users.ensureData(adminUsersInput(deps), SHOWS_OWN_ERRORS)),
  component: UsersListRoute,
});

/** The address holds the view (search, filter, page), so it survives a reload and the back button walks through it. */
function UsersListRoute() {
  const view = usersListView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<UsersListView>) => {
      void navigate({ search: (previous) => usersListSearch({ ...usersListView(previous), ...change }) });
    },
    [navigate],
  );
  return <UsersListPage view={view} onViewChange={changeView} />;
}
