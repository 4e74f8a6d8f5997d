import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  adminTicketsInput,
  type SupportInboxView,
  supportInboxSearch,
  supportInboxView,
  ZSupportInboxSearch,
} from '../../../../features/admin/support/admin-support-search.ts';
import { SupportInboxPage } from '../../../../features/admin/support/SupportInboxPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/support/')({
  validateSearch: ZSupportInboxSearch,
  loaderDeps: ({ search }) => supportInboxView(search),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(context.trpc.support.adminList.ensureData(adminTicketsInput(deps), SHOWS_OWN_ERRORS)),
  component: SupportInboxRoute,
});

/** The address holds the view (status, mine, search, page), so it survives a reload and the back button walks through it. */
function SupportInboxRoute() {
  const view = supportInboxView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<SupportInboxView>) => {
      void navigate({ search: (previous) => supportInboxSearch({ ...supportInboxView(previous), ...change }) });
    },
    [navigate],
  );
  return <SupportInboxPage view={view} onViewChange={changeView} />;
}
