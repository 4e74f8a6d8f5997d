import { createFileRoute } from '@tanstack/react-router';
import { AdminAiPage } from '../../../features/ai/AdminAiPage.tsx';
import { FIRST_USAGE_PERIOD } from '../../../features/ai/usage-periods.ts';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/ai')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(
      context.trpc.ai.admin.settings.ensureData(undefined, SHOWS_OWN_ERRORS),
      context.trpc.ai.admin.usage.ensureData({ days: Number(FIRST_USAGE_PERIOD) }, SHOWS_OWN_ERRORS),
    ),
  component: AdminAiPage,
});
