import { createFileRoute } from '@tanstack/react-router';
import { HttpMappingsAdminPage } from '../../../features/http-mappings/HttpMappingsAdminPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/http-mappings')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(
      context.trpc.httpMappings.listRequests.ensureData(undefined, SHOWS_OWN_ERRORS),
      context.trpc.httpMappings.listMappings.ensureData(undefined, SHOWS_OWN_ERRORS),
    ),
  component: HttpMappingsAdminPage,
});
