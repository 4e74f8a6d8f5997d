import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import {
  MAPPING_VARIABLE_NAMES,
  type TMappingVariables,
  ZTestHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import { type Ref, useId, useState } from 'react';
import { appErrorDetail, errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { CodeBlock, CodeField, prettyText } from './fields.tsx';
import type { HttpMappingDto, HttpRequestDto, HttpTestResult, OutgoingCall } from './http-mapping-types.ts';
import { fieldMessage, TEST_ERRORS } from './messages.ts';

/** What the panel calls: a mapping by key, or a bare request by id. */
export type TestTarget = { kind: 'mapping'; key: string } | { kind: 'request'; id: string };

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The request as an HTTP message: request line, headers, a blank line and the body. */
function sentMessage(call: OutgoingCall): string {
  const head = `${call.method} ${call.url}\n${headerLines(call.headers)}`;
  return call.body === null ? head : `${head}\n\n${prettyText(call.body)}`;
}

function TestResult({ result }: { result: HttpTestResult }) {
  const { t } = useLingui();
  const ok = result.status >= 200 && result.status < 300;
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3} size="h5">
        <Trans>Sent request</Trans>
      </Title>
      <CodeBlock label={t`Sent request`}>{sentMessage(result.sent)}</CodeBlock>
      <Group gap="sm">
        <Title order={3} size="h5">
          <Trans>Answer</Trans>
        </Title>
        <Badge color={ok ? 'green' : 'red'} variant="light" size="lg">
          <Trans>Status {result.status}</Trans>
        </Badge>
        {result.mapped && (
          <Badge color={result.success ? 'green' : 'orange'} variant="outline">
            {result.success ? <Trans>Success</Trans> : <Trans>Failure</Trans>}
          </Badge>
        )}
      </Group>
      <CodeBlock label={t`Answer headers`}>{headerLines(result.headers)}</CodeBlock>
      <CodeBlock label={t`Answer body`}>{prettyText(result.body)}</CodeBlock>
      {result.mapped && (
        <>
          <Title order={3} size="h5">
            <Trans>Mapped values</Trans>
          </Title>
          <CodeBlock label={t`Mapped values`}>{prettyText(result.mapped)}</CodeBlock>
        </>
      )}
    </Stack>
  );
}

const NO_VARIABLES: TMappingVariables = {};

interface TestRequestPanelProps {
  requests: readonly HttpRequestDto[];
  mappings: readonly HttpMappingDto[];
  target: TestTarget | null;
  onTargetChange: (target: TestTarget | null) => void;
  /** The panel's heading, focused when a table row's Test button brings the admin here. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Spec §7 test-http-request: sends a mapping's or a request's call with the admin's form data and
 * variables, and shows what went out (secrets masked) and what came back.
 */
export function TestRequestPanel({ requests, mappings, target, onTargetChange, headingRef }: TestRequestPanelProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const form = useSchemaForm({
    initialValues: { formData: '', variables: NO_VARIABLES },
    schema: ZTestHttpRequest,
    toInput: (values) => ({
      ...values,
      ...(target?.kind === 'mapping' ? { mappingKey: target.key } : { requestId: target?.id }),
    }),
    messageOf: fieldMessage,
  });
  const test = trpc.httpMappings.testRequest.useMutation();
  const [chosenKind, setChosenKind] = useState<TestTarget['kind']>('mapping');
  // A table row's Test button picks the kind too.
  const kind = target?.kind ?? chosenKind;
  const choices =
    kind === 'mapping'
      ? mappings.map((mapping) => ({ value: mapping.key, label: mapping.key }))
      : requests.map((request) => ({ value: request.id, label: request.name }));
  const chosen = target === null ? '' : target.kind === 'mapping' ? target.key : target.id;
  const detail = appErrorDetail(test.error);

  function choose(value: string) {
    test.reset();
    if (!value) onTargetChange(null);
    else onTargetChange(kind === 'mapping' ? { kind, key: value } : { kind, id: value });
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <form ref={form.formRef} noValidate onSubmit={form.submitAsTypedWith(test)}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
            <Trans>Test request</Trans>
          </Title>
          <Group align="flex-end" gap="sm">
            <SegmentedControl
              aria-label={t`Test a mapping or a request`}
              value={kind}
              onChange={(value) => {
                test.reset();
                setChosenKind(value === 'request' ? 'request' : 'mapping');
                const [firstRequest] = requests;
                const [firstMapping] = mappings;
                if (value === 'request') onTargetChange(firstRequest ? { kind: 'request', id: firstRequest.id } : null);
                else onTargetChange(firstMapping ? { kind: 'mapping', key: firstMapping.key } : null);
              }}
              data={[
                { value: 'mapping', label: t`Mapping` },
                { value: 'request', label: t`Request` },
              ]}
            />
            <NativeSelect
              label={kind === 'mapping' ? t`Mapping key` : t`HTTP request`}
              style={{ flex: '1 1 14rem' }}
              data={[{ value: '', label: t`Choose one`, disabled: true }, ...choices]}
              value={chosen}
              onChange={(event) => choose(event.currentTarget.value)}
              error={form.errorText('mappingKey')}
            />
          </Group>
          <CodeField
            label={t`Form data (JSON)`}
            placeholder='{"topic": "Remote work"}'
            {...form.getInputProps('formData')}
          />
          <Text fw={500} size="sm">
            <Trans>Variables</Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {MAPPING_VARIABLE_NAMES.map((name) => (
              <TextInput
                key={name}
                label={name}
                size="xs"
                ff="monospace"
                {...form.getInputProps(`variables.${name}`)}
                value={form.values.variables[name] ?? ''}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            <Trans>An empty user_id is your own account's id.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={test.isPending}>
              <Trans>Send test request</Trans>
            </Button>
          </Group>
          {test.isError && (
            <Alert
              color="red"
              radius="md"
              icon={<IconAlertCircle size={20} />}
              title={i18n._(errorMessage(test.error, TEST_ERRORS))}
            >
              {detail && (
                <Text size="sm" ff="monospace">
                  {detail}
                </Text>
              )}
            </Alert>
          )}
          {test.isSuccess && <TestResult result={test.data} />}
        </Stack>
      </form>
    </Card>
  );
}
