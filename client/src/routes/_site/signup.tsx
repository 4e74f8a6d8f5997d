import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignUpPage } from '../../features/auth/SignUpPage.tsx';
import { redirectSignedInUser } from '../../lib/session.ts';
import { loadSiteFacts } from '../-components/site-facts.ts';

export const Route = createFileRoute('/_site/signup')({
  // A malformed link still opens the form, only without a referral code.
  validateSearch: z.object({ ref: z.string().optional().catch(undefined) }),
  beforeLoad: ({ context }) => redirectSignedInUser(context),
  loader: loadSiteFacts,
  component: SignUpRoute,
});

function SignUpRoute() {
  const { ref } = Route.useSearch();
  return <SignUpPage referralCode={ref} />;
}
