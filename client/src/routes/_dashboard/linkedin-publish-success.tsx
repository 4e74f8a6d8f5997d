import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PublishSuccessPage } from '../../features/linkedin/publish/PublishSuccessPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';

/** Spec §2 /linkedin-publish-success: a signed-in user's post just published. */
export const Route = createFileRoute('/_dashboard/linkedin-publish-success')({
  validateSearch: z.object({
    /** The post published. */
    id: z.uuid().optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(
      ...(deps.id ? [context.trpc.linkedin.posts.get.ensureData({ id: deps.id }, SHOWS_OWN_ERRORS)] : []),
    ),
  component: PublishSuccessRoute,
});

function PublishSuccessRoute() {
  const { id } = Route.useSearch();
  return <PublishSuccessPage postId={id} />;
}
