// Loaded after a tool's first run (ToolView imports it lazily), with the styles only it uses.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Typography.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Card, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { ToolRunDebugStep, ToolRunResult } from '@wordloom/shared/schemas/tools';
import { type ReactNode, useEffect, useState } from 'react';
import { ArticleMarkdown } from '../article-writer/article/ArticleMarkdown.tsx';

const COPIED_MS = 2000;

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The result as the visitor copies or downloads it: text as it is, anything else as indented JSON. */
export function resultText(data: unknown): string {
  if (typeof data === 'string') return data;
  return JSON.stringify(data, null, 2) ?? '';
}

/** A value inside a table cell or a definition: short and on one line, whatever its shape. */
function compact(value: unknown): ReactNode {
  if (value === null || value === undefined) return '—';
  if (isPrimitive(value)) return String(value);
  if (Array.isArray(value) && value.every(isPrimitive)) return value.map(String).join(', ');
  return (
    <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value)}
    </Code>
  );
}

/** Data shown readably (issue 15 point 5): text as markdown, lists, tables and definitions, never raw JSON. */
export function ToolData({ data }: { data: unknown }) {
  if (data === null || data === undefined || data === '') {
    return (
      <Text c="dimmed">
        <Trans>The tool returned no data.</Trans>
      </Text>
    );
  }
  if (typeof data === 'string') return <ArticleMarkdown markdown={data} headingOrder={3} />;
  if (isPrimitive(data)) return <Text>{String(data)}</Text>;
  if (Array.isArray(data)) {
    if (data.length > 0 && data.every(isRow)) return <RowsTable rows={data} />;
    return (
      <List spacing="xs">
        {data.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the answer's items have no identity but their place.
          <List.Item key={index}>{typeof item === 'string' ? item : compact(item)}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <Stack component="dl" gap="xs" m={0}>
      {Object.entries(data as Row).map(([key, value]) => (
        <div key={key}>
          <Text component="dt" fw={600} size="sm">
            {key}
          </Text>
          <Box component="dd" m={0} style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            <Definition value={value} />
          </Box>
        </div>
      ))}
    </Stack>
  );
}

/**
 * A record's value: a list or a record inside it (a webhook's `{ summary, items: [...] }`) keeps
 * its shape (a list, a table, nested definitions) rather than turn into raw JSON; anything else is
 * shown short, as in a table cell.
 */
function Definition({ value }: { value: unknown }) {
  const shaped = Array.isArray(value) ? value.length > 0 : isRow(value) && Object.keys(value).length > 0;
  if (shaped) return <ToolData data={value} />;
  return <Text component="span">{compact(value)}</Text>;
}

function RowsTable({ rows }: { rows: Row[] }) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <Table.ScrollContainer minWidth={Math.min(720, columns.length * 140)}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's rows have no identity but their place.
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column}>{compact(row[column])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Copy (2 s "Copied") and Download (.txt for text, .json otherwise) of the result's data. */
function ResultActions({ data, fileName }: { data: unknown; fileName: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const text = resultText(data);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // A browser that refuses the clipboard (no permission, not a secure page) leaves the button as it was.
    }
  }

  function download() {
    const isText = typeof data === 'string';
    const blob = new Blob([text], { type: isText ? 'text/plain;charset=utf-8' : 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.${isText ? 'txt' : 'json'}`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        onClick={() => void copy()}
        leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        aria-live="polite"
      >
        {copied ? t`Copied` : t`Copy`}
      </Button>
      <Button variant="default" size="xs" onClick={download} leftSection={<IconDownload size={16} aria-hidden />}>
        <Trans>Download</Trans>
      </Button>
    </Group>
  );
}

/** The body a step sent: JSON is shown as its value, indented like the answer, not as one line of escaped text. */
function sentBody(body: string | null): unknown {
  if (body === null) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Test mode's debug log (admins only): what each step sent, what came back, how long it took. */
function DebugLog({ steps }: { steps: ToolRunDebugStep[] }) {
  const { t } = useLingui();
  const block = (value: unknown) => (
    <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {resultText(value)}
    </Code>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t`Debug log`}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Debug log</Trans>
        </Title>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chain may pass through one tool twice; its place tells the steps apart.
          <Stack key={`${step.toolId}-${index}`} gap="xs">
            <Group gap="xs">
              <Text fw={600}>
                {index + 1}. {step.toolName}
              </Text>
              <Badge variant="light">{step.runner}</Badge>
              <Text size="sm" c="dimmed">
                <Trans>
                  {step.timings.totalMs} ms, started {new Date(step.timings.startedAt).toISOString()}
                </Trans>
              </Text>
            </Group>
            {step.request && (
              <>
                <Text size="sm" fw={500}>
                  <Trans>Request sent</Trans>
                </Text>
                {block({
                  method: step.request.method,
                  url: step.request.url,
                  headers: step.request.headers,
                  body: sentBody(step.request.body),
                })}
              </>
            )}
            {step.prompt !== null && (
              <>
                <Text size="sm" fw={500}>
                  <Trans>Prompt sent</Trans>
                </Text>
                {block(step.prompt)}
              </>
            )}
            <Text size="sm" fw={500}>
              <Trans>Raw response</Trans>
            </Text>
            {step.response ? (
              block(step.response)
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No response was received.</Trans>
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** One step's outcome: its data, or why it failed. */
function StepOutcome({ success, data, error }: { success: boolean; data: unknown; error: string | null }) {
  if (success) return <ToolData data={data} />;
  return (
    <Text c="red" fw={500}>
      <Trans>Execution failed: {error ?? ''}</Trans>
    </Text>
  );
}

/** The result card (spec §2): the run's data, or its failure; a chain's steps in order; test mode's debug log. */
export default function ToolResult({ result }: { result: ToolRunResult }) {
  const { t } = useLingui();
  const chained = result.steps.length > 1;
  const seconds = (result.responseTimeMs / 1000).toFixed(1);
  return (
    <Stack gap="lg">
      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="section"
        aria-label={t`Result`}
        role={result.success ? undefined : 'alert'}
        style={result.success ? undefined : { borderColor: 'var(--mantine-color-red-6)' }}
      >
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Title order={2} size="h3">
                <Trans>Result</Trans>
              </Title>
              <Badge color={result.success ? 'green' : 'red'} variant="light">
                {result.success ? <Trans>Success</Trans> : <Trans>Failed</Trans>}
              </Badge>
              <Text size="sm" c="dimmed">
                <Trans>{seconds} s</Trans>
              </Text>
            </Group>
            {result.success && <ResultActions data={result.data} fileName="result" />}
          </Group>
          {result.steps.some((step) => step.templateDraft) && (
            <Text size="sm" c="dimmed">
              <Trans>
                No AI model wrote this. Wordloom's built-in composer filled a template with your inputs: use it as a
                starting point and make it your own.
              </Trans>
            </Text>
          )}
          {chained ? (
            <Stack gap="lg">
              {result.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a chain may pass through one tool twice; its place tells the steps apart.
                <Stack key={`${step.toolId}-${index}`} gap="xs">
                  <Title order={3} size="h5">
                    <Trans>
                      Step {index + 1}: {step.toolName}
                    </Trans>
                  </Title>
                  <StepOutcome success={step.success} data={step.data} error={step.error} />
                </Stack>
              ))}
            </Stack>
          ) : (
            <StepOutcome success={result.success} data={result.data} error={result.error} />
          )}
        </Stack>
      </Card>
      {result.debug && result.debug.length > 0 && <DebugLog steps={result.debug} />}
    </Stack>
  );
}
