import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../features/auth/LoginPage.tsx';
import { redirectSignedInUser } from '../../lib/session.ts';
import { loadSiteFacts } from '../-components/site-facts.ts';

/** Only a path of this app may be returned to after signing in: "//host" and "/\host" would leave it. */
const IN_APP_PATH = /^\/(?![/\\])/;

export const Route = createFileRoute('/_site/login')({
  validateSearch: z.object({
    redirect: z.string().regex(IN_APP_PATH).optional().catch(undefined),
    // Set by the server when a Google or LinkedIn sign-in did not work out.
    oauth_error: z.string().max(40).optional().catch(undefined),
    provider: z.string().max(20).optional().catch(undefined),
  }),
  beforeLoad: ({ context }) => redirectSignedInUser(context),
  loader: loadSiteFacts,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, oauth_error: oauthError, provider } = Route.useSearch();
  return (
    <LoginPage
      redirectTo={redirect}
      oauthFailure={oauthError ? { provider: provider ?? 'google', reason: oauthError } : undefined}
    />
  );
}
