import { createFileRoute } from '@tanstack/react-router';
import { InsightsPage } from '../../../features/linkedin/insights/InsightsPage.tsx';
import { insightsOverviewInput } from '../../../features/linkedin/insights/insights-labels.ts';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/linkedin-grow/insights')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(
      context.trpc.linkedin.insights.overview.ensureData(insightsOverviewInput(), SHOWS_OWN_ERRORS),
    ),
  component: InsightsPage,
});
