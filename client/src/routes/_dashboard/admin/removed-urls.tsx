import { createFileRoute } from '@tanstack/react-router';
import { RemovedUrlsPage } from '../../../features/admin/removed-urls/RemovedUrlsPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/removed-urls')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(context.trpc.admin.removedUrls.ensureData(undefined, SHOWS_OWN_ERRORS)),
  component: RemovedUrlsPage,
});
