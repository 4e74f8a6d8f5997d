import { createFileRoute } from '@tanstack/react-router';
import { InsightsPage } from '../../../features/linkedin/insights/InsightsPage.tsx';
import { publishedPageInput } from '../../../features/linkedin/insights/published-posts.ts';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/linkedin-grow/insights')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(context.trpc.linkedin.posts.list.ensureData(publishedPageInput(1), SHOWS_OWN_ERRORS)),
  component: InsightsPage,
});
