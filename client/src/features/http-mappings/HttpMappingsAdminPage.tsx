import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../admin/AdminDataTable.tsx';
import { AdminPageHeader } from '../admin/AdminNav.tsx';
import { DialogActions, refreshLists } from './EditForm.tsx';
import type { HttpMappingDto, HttpRequestDto } from './http-mapping-types.ts';
import { MappingForm } from './MappingForm.tsx';
import { AUTH_TYPE_LABELS } from './messages.ts';
import { RequestForm } from './RequestForm.tsx';
import { TestRequestPanel, type TestTarget } from './TestRequestPanel.tsx';

type Editing =
  | { kind: 'request'; request: HttpRequestDto | null }
  | { kind: 'mapping'; mapping: HttpMappingDto | null };
type Deleting = { kind: 'request'; request: HttpRequestDto } | { kind: 'mapping'; mapping: HttpMappingDto };

function AddButton({ onClick, disabled, children }: { onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" size="sm">
      {children}
    </Text>
  );
}

function RowActions({
  name,
  onEdit,
  onTest,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onTest: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={t`Edit ${name}`} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="teal" aria-label={t`Test ${name}`} onClick={onTest}>
        <IconPlayerPlay size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

const REQUEST_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Name` },
  { label: msg`Endpoint` },
  { label: msg`Authentication` },
  { label: msg`Limits` },
  { label: msg`Mappings`, alignEnd: true },
  { label: msg`Actions`, alignEnd: true },
];

function RequestsTable({
  requests,
  labelledBy,
  onEdit,
  onTest,
  onDelete,
}: {
  requests: readonly HttpRequestDto[];
  labelledBy: string;
  onEdit: (request: HttpRequestDto) => void;
  onTest: (request: HttpRequestDto) => void;
  onDelete: (request: HttpRequestDto) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <AdminDataTable labelledBy={labelledBy} minWidth={860} columns={REQUEST_COLUMNS}>
      {requests.map((request) => (
        <Table.Tr key={request.id}>
          <Table.Td>
            <Text fw={600} size="sm">
              {request.name}
            </Text>
            {request.description && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {request.description}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
                {request.httpMethod}
              </Badge>
              {/* A URL breaks anywhere; without a minimum width the table squeezes it to a few letters a line. */}
              <Text size="sm" ff="monospace" miw={240} dir="ltr" style={{ wordBreak: 'break-all' }}>
                {request.endpointUrl}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{i18n._(AUTH_TYPE_LABELS[request.authType])}</Text>
            {request.hasSecret && (
              <Badge size="xs" color="gray" variant="outline">
                <Trans>Secret stored</Trans>
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t`${request.rateLimitPerMinute} per minute`}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t`Timeout ${request.timeoutSeconds} s`}
            </Text>
          </Table.Td>
          <Table.Td ta="end">{request.mappingCount}</Table.Td>
          <Table.Td>
            <RowActions
              name={request.name}
              onEdit={() => onEdit(request)}
              onTest={() => onTest(request)}
              onDelete={() => onDelete(request)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminDataTable>
  );
}

const MAPPING_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Key` },
  { label: msg`HTTP request` },
  { label: msg`Description` },
  { label: msg`Enabled` },
  { label: msg`Actions`, alignEnd: true },
];

function MappingsTable({
  mappings,
  labelledBy,
  onEdit,
  onTest,
  onDelete,
}: {
  mappings: readonly HttpMappingDto[];
  labelledBy: string;
  onEdit: (mapping: HttpMappingDto) => void;
  onTest: (mapping: HttpMappingDto) => void;
  onDelete: (mapping: HttpMappingDto) => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const setEnabled = trpc.httpMappings.setMappingEnabled.useMutation({
    onSuccess: async (mapping) => {
      notifications.show({
        color: 'green',
        message: mapping.enabled ? t`Mapping ${mapping.key} enabled` : t`Mapping ${mapping.key} disabled`,
      });
      await utils.httpMappings.listMappings.invalidate();
    },
    onError: () => notifications.show({ color: 'red', message: t`Could not change the mapping. Please try again.` }),
  });
  return (
    <AdminDataTable labelledBy={labelledBy} minWidth={720} columns={MAPPING_COLUMNS}>
      {mappings.map((mapping) => (
        <Table.Tr key={mapping.id}>
          <Table.Td>
            <Text size="sm" ff="monospace" fw={600}>
              {mapping.key}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{mapping.requestName}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {mapping.description}
            </Text>
          </Table.Td>
          <Table.Td>
            <Switch
              aria-label={t`Enable ${mapping.key}`}
              checked={mapping.enabled}
              disabled={setEnabled.isPending && setEnabled.variables?.id === mapping.id}
              onChange={(event) => setEnabled.mutate({ id: mapping.id, enabled: event.currentTarget.checked })}
            />
          </Table.Td>
          <Table.Td>
            <RowActions
              name={mapping.key}
              onEdit={() => onEdit(mapping)}
              onTest={() => onTest(mapping)}
              onDelete={() => onDelete(mapping)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminDataTable>
  );
}

function ConfirmDelete({ deleting, onClose }: { deleting: Deleting; onClose: (deleted: boolean) => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const handlers = {
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        message: deleting.kind === 'request' ? t`HTTP request deleted` : t`Mapping deleted`,
      });
      await refreshLists(utils);
      onClose(true);
    },
    onError: () => notifications.show({ color: 'red', message: t`Could not delete. Please try again.` }),
  };
  const deleteRequest = trpc.httpMappings.deleteRequest.useMutation(handlers);
  const deleteMapping = trpc.httpMappings.deleteMapping.useMutation(handlers);
  const confirm = () =>
    deleting.kind === 'request'
      ? deleteRequest.mutate({ id: deleting.request.id })
      : deleteMapping.mutate({ id: deleting.mapping.id });
  const name = deleting.kind === 'request' ? deleting.request.name : deleting.mapping.key;
  const mappingCount = deleting.kind === 'request' ? deleting.request.mappingCount : 0;
  return (
    <Modal opened onClose={() => onClose(false)} title={t`Delete ${name}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {deleting.kind === 'mapping' ? (
            <Trans>The product stops calling this key at once. This cannot be undone.</Trans>
          ) : mappingCount > 0 ? (
            <Plural
              value={mappingCount}
              one="The # mapping that uses this request is deleted with it. This cannot be undone."
              other="The # mappings that use this request are deleted with it. This cannot be undone."
            />
          ) : (
            <Trans>This cannot be undone.</Trans>
          )}
        </Text>
        <DialogActions onCancel={() => onClose(false)}>
          <Button color="red" loading={deleteRequest.isPending || deleteMapping.isPending} onClick={confirm}>
            <Trans>Delete</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

/**
 * /admin/http-mappings: the outside endpoints the product calls (spec §3 http_requests), the keys
 * it calls them by (http_frontend_mappings), and a panel to try either (spec §7 test-http-request).
 */
export function HttpMappingsAdminPage() {
  const { t } = useLingui();
  usePageTitle(t`HTTP mappings`);
  const narrow = useMediaQuery('(max-width: 36em)');
  const requests = trpc.httpMappings.listRequests.useQuery(undefined, SHOWS_OWN_ERRORS);
  const mappings = trpc.httpMappings.listMappings.useQuery(undefined, SHOWS_OWN_ERRORS);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [testTarget, setTestTarget] = useState<TestTarget | null>(null);
  const testHeading = useRef<HTMLHeadingElement>(null);
  const requestList = requests.data ?? [];
  const mappingList = mappings.data ?? [];

  function testWith(target: TestTarget) {
    setTestTarget(target);
    requestAnimationFrame(() => {
      testHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      testHeading.current?.focus();
    });
  }

  function closeDelete(deleted: boolean) {
    // The test panel may point at what was deleted (or at a mapping deleted with its request).
    if (deleted) setTestTarget(null);
    setDeleting(null);
  }

  const modalTitle =
    editing === null
      ? ''
      : editing.kind === 'request'
        ? editing.request
          ? t`Edit HTTP request`
          : t`New HTTP request`
        : editing.mapping
          ? t`Edit mapping`
          : t`New mapping`;

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <AdminPageHeader
        title={<Trans>HTTP mappings</Trans>}
        description={
          <Trans>
            HTTP requests describe outside endpoints and how to call them; mappings give them the keys the product calls
            them by. Secrets are stored encrypted and never shown again.
          </Trans>
        }
      />

      <AdminDataSection
        title={<Trans>HTTP requests</Trans>}
        action={
          <AddButton onClick={() => setEditing({ kind: 'request', request: null })} disabled={!requests.isSuccess}>
            <Trans>New request</Trans>
          </AddButton>
        }
        query={requests}
        loadErrorTitle={t`Could not load the HTTP requests`}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyNote>
            <Trans>No HTTP requests yet. Add one to describe an endpoint the product can call.</Trans>
          </EmptyNote>
        }
      >
        {(list, headingId) => (
          <RequestsTable
            requests={list}
            labelledBy={headingId}
            onEdit={(request) => setEditing({ kind: 'request', request })}
            onTest={(request) => testWith({ kind: 'request', id: request.id })}
            onDelete={(request) => setDeleting({ kind: 'request', request })}
          />
        )}
      </AdminDataSection>

      <AdminDataSection
        title={<Trans>Mappings</Trans>}
        action={
          <AddButton
            onClick={() => setEditing({ kind: 'mapping', mapping: null })}
            disabled={requestList.length === 0 || !mappings.isSuccess}
          >
            <Trans>New mapping</Trans>
          </AddButton>
        }
        query={mappings}
        loadErrorTitle={t`Could not load the mappings`}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyNote>
            {requestList.length === 0 ? (
              <Trans>Add an HTTP request first; then give it a key here.</Trans>
            ) : (
              <Trans>No mappings yet. A mapping gives a request the key the product calls it by.</Trans>
            )}
          </EmptyNote>
        }
      >
        {(list, headingId) => (
          <MappingsTable
            mappings={list}
            labelledBy={headingId}
            onEdit={(mapping) => setEditing({ kind: 'mapping', mapping })}
            onTest={(mapping) => testWith({ kind: 'mapping', key: mapping.key })}
            onDelete={(mapping) => setDeleting({ kind: 'mapping', mapping })}
          />
        )}
      </AdminDataSection>

      {requests.isSuccess && mappings.isSuccess && requestList.length > 0 && (
        <TestRequestPanel
          requests={requestList}
          mappings={mappingList}
          target={testTarget}
          onTargetChange={setTestTarget}
          headingRef={testHeading}
        />
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={modalTitle}
        size="lg"
        fullScreen={narrow}
      >
        {editing?.kind === 'request' && <RequestForm request={editing.request} onDone={() => setEditing(null)} />}
        {editing?.kind === 'mapping' && (
          <MappingForm mapping={editing.mapping} requests={requestList} onDone={() => setEditing(null)} />
        )}
      </Modal>
      {deleting && <ConfirmDelete deleting={deleting} onClose={closeDelete} />}
    </Stack>
  );
}
