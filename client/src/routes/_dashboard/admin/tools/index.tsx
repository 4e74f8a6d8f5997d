import { createFileRoute } from '@tanstack/react-router';
import { ToolsListPage } from '../../../../features/admin/tools/ToolsListPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/tools/')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(context.trpc.tools.adminList.ensureData(undefined, SHOWS_OWN_ERRORS)),
  component: ToolsListPage,
});
