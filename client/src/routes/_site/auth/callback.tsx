import { createFileRoute, useSearch } from '@tanstack/react-router';
import { OAuthCallbackPage } from '../../../features/auth/OAuthCallbackPage.tsx';
import { ContactsReauthCallback } from '../../../features/blog/share/ContactsReauthCallback.tsx';

/**
 * Back from Google or LinkedIn. After Google's contacts re-authorisation (the server adds
 * post_reauth_action=fetch_contacts) the contacts are read and the user goes back to the page
 * they shared from; every other return is the sign-in callback.
 */
function CallbackPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  if (search.post_reauth_action === 'fetch_contacts') {
    return (
      <ContactsReauthCallback
        returnTo={search.returnTo}
        connectError={typeof search.connectError === 'string' ? search.connectError : null}
      />
    );
  }
  return <OAuthCallbackPage />;
}

export const Route = createFileRoute('/_site/auth/callback')({ component: CallbackPage });
