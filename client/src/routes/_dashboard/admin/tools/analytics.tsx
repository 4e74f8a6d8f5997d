import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type ToolsAnalyticsView,
  toolAnalyticsInput,
  toolsAnalyticsSearch,
  toolsAnalyticsView,
  ZToolsAnalyticsSearch,
} from '../../../../features/tools-analytics/analytics-search.ts';
import { ToolsAnalyticsPage } from '../../../../features/tools-analytics/ToolsAnalyticsPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/tools/analytics')({
  validateSearch: ZToolsAnalyticsSearch,
  loaderDeps: ({ search }) => toolsAnalyticsView(search),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(
      context.trpc.tools.analytics.ensureData(toolAnalyticsInput(deps), SHOWS_OWN_ERRORS),
      context.trpc.tools.adminList.ensureData(undefined, SHOWS_OWN_ERRORS),
    ),
  component: ToolsAnalyticsRoute,
});

/** The address holds the tool and the period, so a reload or a shared link shows the same view. */
function ToolsAnalyticsRoute() {
  const view = toolsAnalyticsView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<ToolsAnalyticsView>) => {
      void navigate({ search: (previous) => toolsAnalyticsSearch({ ...toolsAnalyticsView(previous), ...change }) });
    },
    [navigate],
  );
  return <ToolsAnalyticsPage view={view} onViewChange={changeView} />;
}
