import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBrandGmail, IconRefresh, IconSearch } from '@tabler/icons-react';
import { CONTACTS_REREAD_DELAY_MS, gmailCompose, type ShareContent } from '@wordloom/shared/domain/share';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TGoogleContact, TGoogleContactsPage } from '@wordloom/shared/schemas/google-contacts';
import { useCallback, useEffect, useState } from 'react';
import { appErrorCode, errorMessage, isAppRouterError } from '../../../lib/errors.ts';
import { copyToClipboard, openSharePopup } from './browser.ts';
import { clearGoogleContacts, fetchGoogleContacts, listGoogleContacts } from './contacts-api.ts';

export interface GmailContactsDialogProps {
  opened: boolean;
  onClose: () => void;
  content: ShareContent;
}

const SEARCH_DELAY_MS = 300;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The Gmail contact picker (spec §2, §4, §5, §9): only contacts with an address, searched by name
 * or address, 50 a page, any number selected across pages (at least one), "Refresh" from Google,
 * then Gmail's compose window addressed to them.
 */
export function GmailContactsDialog({ opened, onClose, content }: GmailContactsDialogProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<TGoogleContactsPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [selected, setSelected] = useState<Map<string, TGoogleContact>>(new Map());

  const load = useCallback(
    async (query: { search: string; page: number }) => {
      setLoading(true);
      setLoadFailed(false);
      try {
        setList(await listGoogleContacts(query));
      } catch (error) {
        setLoadFailed(true);
        if (appErrorCode(error) === AppErrorCode.UNAUTHENTICATED) {
          notifications.show({ color: 'red', title: t`Session Expired`, message: t`Please sign in again.` });
        } else {
          notifications.show({ color: 'red', title: t`Error`, message: t`Failed to load contacts` });
        }
      } finally {
        setLoading(false);
      }
    },
    [t],
  );

  useEffect(() => {
    if (opened) void load({ search: debouncedSearch, page });
  }, [opened, debouncedSearch, page, load]);

  const contacts = list?.contacts ?? [];
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const selectedOnPage = contacts.filter((contact) => selected.has(contact.email)).length;

  function toggle(contact: TGoogleContact) {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(contact.email)) next.delete(contact.email);
      else next.set(contact.email, contact);
      return next;
    });
  }

  function togglePage() {
    setSelected((current) => {
      const next = new Map(current);
      const all = contacts.every((contact) => next.has(contact.email));
      for (const contact of contacts) {
        if (all) next.delete(contact.email);
        else next.set(contact.email, contact);
      }
      return next;
    });
  }

  /** Spec §4: clear the stored contacts, fetch them again, then read them after 2 s. */
  async function refresh() {
    setRefreshing(true);
    try {
      await clearGoogleContacts();
      await fetchGoogleContacts();
    } catch (error) {
      const message = isAppRouterError(error)
        ? i18n._(errorMessage(error))
        : t`An unexpected error occurred while refreshing contacts.`;
      notifications.show({ color: 'red', title: t`Refresh Failed`, message });
      setRefreshing(false);
      return;
    }
    await wait(CONTACTS_REREAD_DELAY_MS);
    setSelected(new Map());
    setPage(1);
    try {
      setList(await listGoogleContacts({ search: debouncedSearch, page: 1 }));
      setLoadFailed(false);
    } catch {
      notifications.show({ color: 'red', title: t`Refresh Failed`, message: t`Failed to refresh contacts.` });
    } finally {
      setRefreshing(false);
    }
  }

  async function send() {
    if (selected.size === 0) {
      notifications.show({ color: 'red', message: t`Please select at least one contact` });
      return;
    }
    try {
      const compose = gmailCompose(content, [...selected.keys()]);
      // Past Gmail's address limit the body travels by clipboard; copied before the popup takes focus.
      if (compose.copyBodyToClipboard) {
        const copied = await copyToClipboard(compose.body);
        notifications.show(
          copied
            ? {
                title: t`Message copied`,
                message: t`The message is too long for Gmail's address: paste it into the email.`,
              }
            : { color: 'red', message: t`Copy failed.` },
        );
      }
      if (!openSharePopup(compose.url)) {
        notifications.show({ color: 'red', message: t`Failed to open Gmail. Please allow popups...` });
        return;
      }
      onClose();
    } catch {
      notifications.show({
        color: 'red',
        title: t`Gmail Share Failed`,
        message: t`Unable to share content. Please try again.`,
      });
    }
  }

  const busy = loading || refreshing;

  return (
    <Modal opened={opened} onClose={onClose} title={t`Share by Gmail`} size="lg" centered>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t`Search contacts`}
            placeholder={t`Name or email`}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Button
            variant="default"
            onClick={refresh}
            loading={refreshing}
            leftSection={<IconRefresh size={16} />}
            aria-label={t`Refresh contacts`}
          >
            <Trans>Refresh</Trans>
          </Button>
        </Group>

        <Group justify="space-between" gap="xs">
          <Checkbox
            label={t`Select all on this page`}
            checked={contacts.length > 0 && selectedOnPage === contacts.length}
            indeterminate={selectedOnPage > 0 && selectedOnPage < contacts.length}
            disabled={contacts.length === 0 || busy}
            onChange={togglePage}
          />
          <Text size="sm" c="dimmed" role="status">
            <Trans>{selected.size} selected</Trans>
          </Text>
        </Group>

        <ScrollArea.Autosize mah={360} type="auto">
          {busy && !list ? (
            <Group justify="center" py="lg">
              <Loader size="sm" aria-label={t`Loading contacts`} />
            </Group>
          ) : loadFailed && !list ? (
            <Alert color="red">
              <Trans>Failed to load contacts</Trans>
            </Alert>
          ) : contacts.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {debouncedSearch ? (
                <Trans>No contacts match your search.</Trans>
              ) : (
                <Trans>No contacts with an email address.</Trans>
              )}
            </Text>
          ) : (
            <Stack gap={6} aria-busy={busy}>
              {contacts.map((contact) => (
                <Checkbox
                  key={contact.email}
                  checked={selected.has(contact.email)}
                  onChange={() => toggle(contact)}
                  label={
                    <span>
                      <Text span fw={500}>
                        {contact.name}
                      </Text>{' '}
                      <Text span c="dimmed" size="sm" style={{ unicodeBidi: 'plaintext' }}>
                        {contact.email}
                      </Text>
                    </span>
                  }
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>

        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" disabled={busy} />
          </Group>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={send} leftSection={<IconBrandGmail size={18} />}>
            <Trans>Compose in Gmail</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
