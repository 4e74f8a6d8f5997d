import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sameSitePath } from '@wordloom/shared/domain/share';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { fetchGoogleContacts } from './contacts-api.ts';

export interface ContactsReauthCallbackProps {
  /** Where the user was before Google's consent screen (checked again: it comes from the address). */
  returnTo: unknown;
  /** The server's reason when Google was not connected (cancelled, taken, unavailable…). */
  connectError: string | null;
  /** Goes to the page shared from; a full load by default (it may be a server-rendered public page). */
  leave?: (path: string) => void;
}

function replaceLocation(path: string): void {
  window.location.replace(path);
}

/**
 * The end of Google's contacts re-authorisation (spec §2 /auth/callback, §7
 * post_reauth_action=fetch_contacts): reads the contacts, then goes back to the page the user
 * shared from. A failure stays on screen with a way back.
 */
export function ContactsReauthCallback({
  returnTo,
  connectError,
  leave = replaceLocation,
}: ContactsReauthCallbackProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Completing sign in...`);
  const back = sameSitePath(returnTo) ?? '/dashboard';
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (connectError) {
      // A Google account already linked to another user, or Google switched off, cannot be fixed by trying again.
      const message =
        connectError === 'taken' || connectError === 'unavailable'
          ? t`Failed to connect Google account`
          : t`Failed to reauthorize Google. Please try again.`;
      notifications.show({ color: 'red', message });
      setFailure(message);
      return;
    }
    void (async () => {
      try {
        const result = await fetchGoogleContacts();
        if (result.count === 0) {
          notifications.show({
            color: 'yellow',
            title: t`No Contacts`,
            message: t`Your Google account has no contacts.`,
          });
        } else if (result.withEmail === 0) {
          notifications.show({
            color: 'yellow',
            title: t`No Email Addresses`,
            message: t`None of your Google contacts has an email address.`,
          });
        }
        leave(back);
      } catch (error) {
        const message = i18n._(errorMessage(error));
        notifications.show({ color: 'red', title: t`Failed to fetch contacts`, message });
        setFailure(message);
      }
    })();
  }, [back, connectError, leave, t, i18n]);

  if (failure) {
    return (
      <Stack align="center" py={120} gap="md" px="md">
        <Alert color="red" maw={480} w="100%">
          {failure}
        </Alert>
        <Button component="a" href={back}>
          <Trans>Go Back</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" py={120} gap="md" role="status">
      <Loader />
      <Text c="dimmed">
        <Trans>Fetching your Google contacts…</Trans>
      </Text>
    </Stack>
  );
}
