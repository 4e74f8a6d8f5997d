import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle, IconLogin, IconRefresh, IconUsers } from '@tabler/icons-react';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { AppErrorCode } from '@wordloom/shared/errors';
import { isLanguageCode } from '@wordloom/shared/languages';
import type { TGmailScenario } from '@wordloom/shared/schemas/google-contacts';
import { type ReactNode, useState } from 'react';
import { appErrorCode, errorMessage } from '../../../lib/errors.ts';
import { contactsAuthorizationHref, fetchGoogleContacts, gmailGate } from './contacts-api.ts';

export interface GmailPermissionDialogProps {
  opened: boolean;
  onClose: () => void;
  scenario: TGmailScenario;
  /** The scenario changed (contacts were fetched, or the session ended). */
  onScenario: (scenario: TGmailScenario) => void;
  /** Opens the contact picker. */
  onOpenContacts: () => void;
}

/**
 * What stands between the user and sharing by Gmail (spec §2 and §4, in the spec's order), and the
 * one action each needs: sign in, connect Google, grant the contacts permission (both through
 * Google's consent screen, coming back here), fetch the contacts, or pick from them.
 */
export function GmailPermissionDialog({
  opened,
  onClose,
  scenario,
  onScenario,
  onOpenContacts,
}: GmailPermissionDialogProps) {
  const { t, i18n } = useLingui();
  const [fetching, setFetching] = useState(false);
  const language = isLanguageCode(i18n.locale) ? i18n.locale : 'en';

  async function fetchContacts() {
    setFetching(true);
    try {
      const result = await fetchGoogleContacts();
      if (result.count === 0) {
        notifications.show({
          color: 'yellow',
          title: t`No Contacts`,
          message: t`Your Google account has no contacts.`,
        });
        return;
      }
      if (result.withEmail === 0) {
        notifications.show({
          color: 'yellow',
          title: t`No Email Addresses`,
          message: t`None of your Google contacts has an email address.`,
        });
        return;
      }
      onScenario((await gmailGate()).scenario);
    } catch (error) {
      const code = appErrorCode(error);
      if (code === AppErrorCode.UNAUTHENTICATED) {
        notifications.show({ color: 'red', title: t`Session Expired`, message: t`Please sign in again.` });
        onScenario('not_signed_in');
        return;
      }
      if (code === AppErrorCode.GOOGLE_CONTACTS_PERMISSION_MISSING) onScenario('missing_permission');
      if (code === AppErrorCode.GOOGLE_NOT_CONNECTED) onScenario('no_google');
      notifications.show({ color: 'red', title: t`Failed to fetch contacts`, message: i18n._(errorMessage(error)) });
    } finally {
      setFetching(false);
    }
  }

  const panels: Record<TGmailScenario, { title: string; text: string; action: ReactNode }> = {
    not_signed_in: {
      title: t`Sign in to share by Gmail`,
      text: t`Sign in to send this article to your Google contacts.`,
      action: (
        <Button component="a" href={withLanguagePrefix('/login', language)} leftSection={<IconLogin size={18} />}>
          <Trans>Sign in</Trans>
        </Button>
      ),
    },
    no_google: {
      title: t`No Google account connected`,
      text: t`Connect your Google account to send this article to your contacts.`,
      action: (
        <Button component="a" href={contactsAuthorizationHref()} leftSection={<IconBrandGoogle size={18} />}>
          <Trans>Connect Google</Trans>
        </Button>
      ),
    },
    missing_permission: {
      title: t`Permission Required`,
      text: t`Grant Google Contacts permission so that Wordloom can read your contacts' email addresses.`,
      action: (
        <Button component="a" href={contactsAuthorizationHref()} leftSection={<IconBrandGoogle size={18} />}>
          <Trans>Grant permission</Trans>
        </Button>
      ),
    },
    no_contacts: {
      title: t`No Contacts`,
      text: t`Your Google contacts have not been fetched yet.`,
      action: (
        <Button onClick={fetchContacts} loading={fetching} leftSection={<IconRefresh size={18} />}>
          <Trans>Fetch contacts</Trans>
        </Button>
      ),
    },
    has_contacts: {
      title: t`Share by Gmail`,
      text: t`Your Google contacts are ready.`,
      action: (
        <Button onClick={onOpenContacts} leftSection={<IconUsers size={18} />}>
          <Trans>Choose contacts</Trans>
        </Button>
      ),
    },
  };
  const panel = panels[scenario];

  return (
    <Modal opened={opened} onClose={onClose} title={panel.title} centered>
      <Stack gap="md" data-scenario={scenario}>
        <Text>{panel.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          {panel.action}
        </Group>
      </Stack>
    </Modal>
  );
}
