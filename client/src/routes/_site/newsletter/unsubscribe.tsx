import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UnsubscribePage } from '../../../features/blog/newsletter/NewsletterLinkPages.tsx';

export const Route = createFileRoute('/_site/newsletter/unsubscribe')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
