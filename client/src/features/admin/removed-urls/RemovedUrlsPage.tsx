import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  REMOVED_URL_PREFIX_MARKER,
  type RemovedUrlRow,
  type TAddRemovedUrlForm,
  ZAddRemovedUrl,
} from '@wordloom/shared/schemas/admin';
import { useState } from 'react';
import { appErrorCode, appErrorText, errorMessage, serverFieldErrors } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { DialogActions } from '../../http-mappings/EditForm.tsx';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../AdminDataTable.tsx';
import { AdminPageHeader } from '../AdminNav.tsx';
import { adminRuleMessage } from '../users/user-labels.ts';

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Path` },
  { label: msg`Match` },
  { label: msg`Added` },
  { label: msg`Actions`, alignEnd: true },
];

/** A stored entry read back: "Starts with: /prefix" is a prefix, anything else an exact path. */
function parseRemovedUrl(url: string): { path: string; match: 'exact' | 'prefix' } {
  return url.startsWith(REMOVED_URL_PREFIX_MARKER)
    ? { path: url.slice(REMOVED_URL_PREFIX_MARKER.length), match: 'prefix' }
    : { path: url, match: 'exact' };
}

/** The duplicate refusal belongs on the path, where the admin typed it. */
function removedUrlFieldErrors(error: unknown): Record<string, string> {
  if (appErrorCode(error) === AppErrorCode.REMOVED_URL_EXISTS) return { path: AppErrorCode.REMOVED_URL_EXISTS };
  return serverFieldErrors(error);
}

function ruleMessage(code: string) {
  return code === AppErrorCode.REMOVED_URL_EXISTS
    ? appErrorText(AppErrorCode.REMOVED_URL_EXISTS)
    : adminRuleMessage(code);
}

const EMPTY: TAddRemovedUrlForm = { path: '', match: 'exact' };

function AddRemovedUrlForm() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: ZAddRemovedUrl,
    messageOf: ruleMessage,
    fieldErrorsOf: removedUrlFieldErrors,
  });
  const add = trpc.admin.addRemovedUrl.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`The URL was added to the removed URLs.` });
      form.restart({ ...EMPTY, match: form.values.match });
      await utils.admin.removedUrls.invalidate();
    },
    onError: (error) => {
      const code = appErrorCode(error);
      if (code === AppErrorCode.REMOVED_URL_EXISTS || code === AppErrorCode.VALIDATION) return;
      notifications.show({ color: 'red', title: t`The URL was not added`, message: i18n._(errorMessage(error)) });
    },
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <form ref={form.formRef} onSubmit={form.submitWith(add)} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t`Match`}
            data={[
              { value: 'exact', label: t`Exact` },
              { value: 'prefix', label: t`Starts with` },
            ]}
            value={form.values.match}
            onChange={(value) => form.setFieldValue('match', value === 'prefix' ? 'prefix' : 'exact')}
            style={{ alignSelf: 'flex-start' }}
          />
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t`Path`}
              placeholder="/old-blog/post"
              description={
                form.values.match === 'prefix' ? (
                  <Trans>Every address starting with this path answers 410 Gone.</Trans>
                ) : (
                  <Trans>This exact address answers 410 Gone.</Trans>
                )
              }
              {...form.getInputProps('path')}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" mt={{ base: 0, xs: 46 }} loading={add.isPending}>
              <Trans>Add</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ConfirmRemove({ entry, onClose }: { entry: RemovedUrlRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteRemovedUrl.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`The URL was removed from the list.` });
      onClose();
      await utils.admin.removedUrls.invalidate();
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t`The URL was not removed`, message: i18n._(errorMessage(error)) }),
  });
  const url = entry.url;
  return (
    <Modal opened onClose={onClose} title={t`Remove ${url}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Addresses it matched are served again (or answer Not Found) instead of 410 Gone.</Trans>
        </Text>
        <DialogActions onCancel={onClose}>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: entry.id })}>
            <Trans>Remove</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

function RemovedUrlTableRow({ entry, onRemove }: { entry: RemovedUrlRow; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const { path, match } = parseRemovedUrl(entry.url);
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-all' }}>
        <bdi>{path}</bdi>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={match === 'prefix' ? 'indigo' : 'gray'} style={{ minWidth: 'max-content' }}>
          {match === 'prefix' ? <Trans>Starts with</Trans> : <Trans>Exact</Trans>}
        </Badge>
      </Table.Td>
      <Table.Td style={{ minWidth: 'max-content' }}>{i18n.date(entry.createdAt, { dateStyle: 'medium' })}</Table.Td>
      <Table.Td ta="end">
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          onClick={onRemove}
          aria-label={t`Remove ${entry.url}`}
        >
          <Trans>Remove</Trans>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/removed-urls (spec §3): addresses taken down for good, which answer 410 Gone. */
export function RemovedUrlsPage() {
  const { t } = useLingui();
  usePageTitle(t`Removed URLs`);
  const list = trpc.admin.removedUrls.useQuery(undefined, SHOWS_OWN_ERRORS);
  const [removing, setRemoving] = useState<RemovedUrlRow | null>(null);
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <AdminPageHeader
        title={<Trans>Removed URLs</Trans>}
        description={
          <Trans>
            Addresses removed for good answer 410 Gone, so search engines drop them. Add an exact path, or a path prefix
            that covers every address under it.
          </Trans>
        }
      />
      <AddRemovedUrlForm />
      <AdminDataSection
        title={<Trans>Removed addresses</Trans>}
        action={null}
        query={list}
        loadErrorTitle={t`Could not load the removed URLs`}
        isEmpty={(data) => data.length === 0}
        empty={
          <Text ta="center" size="sm" c="dimmed">
            <Trans>No URL has been removed.</Trans>
          </Text>
        }
      >
        {(data, headingId) => (
          <AdminDataTable labelledBy={headingId} minWidth={640} columns={COLUMNS}>
            {data.map((entry) => (
              <RemovedUrlTableRow key={entry.id} entry={entry} onRemove={() => setRemoving(entry)} />
            ))}
          </AdminDataTable>
        )}
      </AdminDataSection>
      {removing && <ConfirmRemove entry={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}
