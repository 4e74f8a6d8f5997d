import { createFileRoute } from '@tanstack/react-router';
import { SupportListPage } from '../../../features/support/SupportListPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/support/')({
  loader: ({ context }) => preloadShowingOwnErrors(context.trpc.support.list.ensureData(undefined, SHOWS_OWN_ERRORS)),
  component: SupportListPage,
});
