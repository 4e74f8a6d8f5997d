import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import type { ToolForm } from './use-tool-form.ts';

/** The next tool's fields, each filled from a path into this tool's result, or left to the visitor's empty value. */
function MappingTable({ form, nextToolId }: { form: ToolForm; nextToolId: string }) {
  const { t } = useLingui();
  const next = trpc.tools.adminGet.useQuery({ id: nextToolId }, SHOWS_OWN_ERRORS);
  const mapping = form.values.chaining.dataMapping;
  if (next.isPending) return <Skeleton height={80} />;
  if (next.isError) {
    return (
      <LoadError
        title={t`Failed to fetch tool details`}
        onRetry={() => void next.refetch()}
        retrying={next.isFetching}
      />
    );
  }
  if (next.data.fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The next tool has no fields: it runs after this one with nothing to fill.</Trans>
      </Text>
    );
  }
  const setMapping = (fieldName: string, path: string | null) => {
    const { [fieldName]: _previous, ...others } = mapping;
    form.setFieldValue('chaining.dataMapping', path === null ? others : { ...others, [fieldName]: path });
  };
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Next tool's field</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Path into this tool's result</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {next.data.fields.map((field) => {
            const mapped = Object.hasOwn(mapping, field.fieldName);
            const { label } = field;
            return (
              <Table.Tr key={field.fieldName}>
                <Table.Td>
                  <Checkbox
                    label={label}
                    description={field.fieldName}
                    checked={mapped}
                    onChange={(event) => setMapping(field.fieldName, event.currentTarget.checked ? '' : null)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t`Path for ${label}`}
                    placeholder={mapped ? t`Empty: the whole result` : undefined}
                    disabled={!mapped}
                    dir="ltr"
                    ff="monospace"
                    value={mapping[field.fieldName] ?? ''}
                    onChange={(event) => setMapping(field.fieldName, event.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Spec §3 tool chaining: after this tool, another runs with its fields filled from this result. */
export function ChainingSection({ form, toolId }: { form: ToolForm; toolId: string | null }) {
  const { t } = useLingui();
  const tools = trpc.tools.adminList.useQuery(undefined, SHOWS_OWN_ERRORS);
  const { nextToolId } = form.values.chaining;
  const choices = (tools.data ?? [])
    .filter((tool) => tool.id !== toolId)
    .map((tool) => ({ value: tool.id, label: tool.name }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          When this tool succeeds, the next tool runs with its fields filled from this tool's result; the visitor sees
          the last result.
        </Trans>
      </Text>
      {tools.isError ? (
        <LoadError
          title={t`Could not load the tools`}
          onRetry={() => void tools.refetch()}
          retrying={tools.isFetching}
        />
      ) : (
        <Group align="flex-end">
          <Select
            label={t`Next tool`}
            placeholder={tools.isPending ? t`Loading…` : t`None`}
            data={choices}
            clearable
            searchable
            value={nextToolId}
            onChange={(value) => form.setFieldValue('chaining', { nextToolId: value, dataMapping: {} })}
            error={form.errorText('chaining.nextToolId')}
            style={{ flex: '1 1 16rem' }}
          />
        </Group>
      )}
      {nextToolId && <MappingTable form={form} nextToolId={nextToolId} />}
    </Stack>
  );
}
