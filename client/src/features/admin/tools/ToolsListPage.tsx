import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LANGUAGES } from '@wordloom/shared/languages';
import type { AdminToolSummary } from '@wordloom/shared/schemas/tools';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { DialogActions } from '../../http-mappings/EditForm.tsx';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../AdminDataTable.tsx';
import { AdminPageHeader } from '../AdminNav.tsx';
import { RUNNER_LABELS, STATUS_COLORS, STATUS_LABELS } from './messages.ts';
import { publicToolUrl } from './public-address.ts';

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Name` },
  { label: msg`Status` },
  { label: msg`Language` },
  { label: msg`Runner` },
  { label: msg`Fields`, alignEnd: true },
  { label: msg`Runs (30 days)`, alignEnd: true },
  { label: msg`Updated` },
  { label: msg`Actions`, alignEnd: true },
];

function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.englishName ?? code;
}

function newestFirst(tools: readonly AdminToolSummary[]): AdminToolSummary[] {
  return [...tools].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

function ToolActions({
  tool,
  duplicating,
  onDuplicate,
  onDelete,
}: {
  tool: AdminToolSummary;
  duplicating: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { name } = tool;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t`Edit`}>
        <ActionIcon
          variant="subtle"
          aria-label={t`Edit ${name}`}
          renderRoot={(props) => <Link {...props} to="/admin/tools/$toolId" params={{ toolId: tool.id }} />}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {tool.status === 'published' && (
        <Tooltip label={t`Open public page`}>
          <ActionIcon
            component="a"
            href={publicToolUrl(tool)}
            target="_blank"
            rel="noopener"
            variant="subtle"
            color="teal"
            aria-label={t`Open the public page of ${name}`}
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t`Duplicate`}>
        <ActionIcon variant="subtle" aria-label={t`Duplicate ${name}`} loading={duplicating} onClick={onDuplicate}>
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Delete`}>
        <ActionIcon variant="subtle" color="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function ConfirmDelete({ tool, onClose }: { tool: AdminToolSummary; onClose: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const remove = trpc.tools.delete.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Tool deleted successfully` });
      onClose();
      await Promise.all([utils.tools.adminList.invalidate(), utils.tools.adminGet.invalidate({ id: tool.id })]);
    },
    onError: () => notifications.show({ color: 'red', message: t`Could not delete the tool. Please try again.` }),
  });
  const { name } = tool;
  return (
    <Modal opened onClose={onClose} title={t`Delete ${name}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The tool, its fields, webhook, SEO settings and run history are deleted, and its public page stops working.
            This cannot be undone.
          </Trans>
        </Text>
        <DialogActions onCancel={onClose}>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: tool.id })}>
            <Trans>Delete</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

/** /admin/tools: every tool, newest first, with what an admin does to one (spec §2 Tools, §7 tools queries). */
export function ToolsListPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Tools`);
  const utils = trpc.useUtils();
  const tools = trpc.tools.adminList.useQuery(undefined, SHOWS_OWN_ERRORS);
  const [deleting, setDeleting] = useState<AdminToolSummary | null>(null);
  const duplicate = trpc.tools.duplicate.useMutation({
    onSuccess: async (copy) => {
      const { name } = copy;
      notifications.show({ color: 'green', message: t`Tool duplicated as ${name}` });
      await utils.tools.adminList.invalidate();
    },
    onError: () => notifications.show({ color: 'red', message: t`Could not duplicate the tool. Please try again.` }),
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <AdminPageHeader
        title={<Trans>Tools</Trans>}
        description={
          <Trans>
            No-code tools visitors run on the tools site: a form whose answers go to a webhook or an AI prompt. Only
            published tools are public.
          </Trans>
        }
      />
      <AdminDataSection
        title={<Trans>All tools</Trans>}
        action={
          <Button
            leftSection={<IconPlus size={16} />}
            renderRoot={(props) => <Link {...props} to="/admin/tools/new" />}
          >
            <Trans>New tool</Trans>
          </Button>
        }
        query={tools}
        loadErrorTitle={t`Could not load the tools`}
        isEmpty={(list) => list.length === 0}
        empty={
          <Text c="dimmed" ta="center" size="sm">
            <Trans>No tools yet. Create one to give visitors a form that answers through a webhook or AI.</Trans>
          </Text>
        }
      >
        {(list, headingId) => (
          <AdminDataTable labelledBy={headingId} minWidth={900} columns={COLUMNS}>
            {newestFirst(list).map((tool) => (
              <Table.Tr key={tool.id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {tool.name}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
                    /{tool.slug}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* A badge is cut to its cell by default; a status must read whole. */}
                  <Badge color={STATUS_COLORS[tool.status]} variant="light" style={{ minWidth: 'max-content' }}>
                    {i18n._(STATUS_LABELS[tool.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{languageName(tool.languageCode)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{i18n._(RUNNER_LABELS[tool.runner])}</Text>
                </Table.Td>
                <Table.Td ta="end">{tool.fieldCount}</Table.Td>
                <Table.Td ta="end">{tool.runs30Days}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={tool.updatedAt.toISOString()}>{dateFormat.format(tool.updatedAt)}</time>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ToolActions
                    tool={tool}
                    duplicating={duplicate.isPending && duplicate.variables?.id === tool.id}
                    onDuplicate={() => duplicate.mutate({ id: tool.id })}
                    onDelete={() => setDeleting(tool)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminDataTable>
        )}
      </AdminDataSection>
      {deleting && <ConfirmDelete tool={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
