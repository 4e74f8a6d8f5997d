import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmSubscriptionPage } from '../../../features/blog/newsletter/NewsletterLinkPages.tsx';

export const Route = createFileRoute('/_site/newsletter/confirm')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: ConfirmSubscriptionRoute,
});

function ConfirmSubscriptionRoute() {
  const { token } = Route.useSearch();
  return <ConfirmSubscriptionPage token={token} />;
}
