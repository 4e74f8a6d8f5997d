import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerificationPendingPage } from '../../features/auth/VerificationPendingPage.tsx';
import { loadSiteFacts } from '../-components/site-facts.ts';

export const Route = createFileRoute('/_site/email-verification-pending')({
  validateSearch: z.object({ email: z.string().optional().catch(undefined) }),
  loader: loadSiteFacts,
  component: VerificationPendingRoute,
});

function VerificationPendingRoute() {
  const { email } = Route.useSearch();
  return <VerificationPendingPage email={email} />;
}
