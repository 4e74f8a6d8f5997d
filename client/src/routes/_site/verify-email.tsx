import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyEmailPage } from '../../features/auth/VerifyEmailPage.tsx';

export const Route = createFileRoute('/_site/verify-email')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
