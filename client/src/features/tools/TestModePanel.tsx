import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminTool } from '@wordloom/shared/schemas/tools';
import type { ReactNode } from 'react';

/** How a secret header's value is shown: never the value itself, which does not leave the server. */
const MASKED = '••••••••';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="30%" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: 'break-word' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function Json({ value }: { value: unknown }) {
  return (
    <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

/**
 * Test mode's configuration panel (spec §2 "Test mode"), for admins only: where the tool sends
 * the visitor's values and how it reads the answer, with the secret header masked.
 */
export function TestModePanel({ tool }: { tool: AdminTool }) {
  const { t } = useLingui();
  const { webhook, ai, chaining } = tool;
  const headers = {
    ...webhook.headers,
    ...(webhook.secretHeaderName ? { [webhook.secretHeaderName]: webhook.hasSecretHeaderValue ? MASKED : '' } : {}),
  };
  const none = (
    <Text size="sm" c="dimmed" component="span">
      <Trans>None</Trans>
    </Text>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t`Test mode`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            <Trans>Test mode</Trans>
          </Title>
          <Badge color="orange" variant="light">
            <Trans>Admins only</Trans>
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Runs from this page are sent in test mode: each shows its debug log below the result.</Trans>
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder>
            <Table.Tbody>
              {tool.runner === 'ai' ? (
                <>
                  <Row label={<Trans>Runner</Trans>}>
                    <Trans>AI prompt</Trans>
                  </Row>
                  <Row label={<Trans>Prompt template</Trans>}>
                    <Code block style={{ whiteSpace: 'pre-wrap' }}>
                      {ai.promptTemplate}
                    </Code>
                  </Row>
                  <Row label={<Trans>Template composer</Trans>}>{ai.composerRecipe}</Row>
                </>
              ) : (
                <>
                  <Row label={<Trans>Webhook URL</Trans>}>
                    {webhook.webhookUrl ? <Code dir="ltr">{webhook.webhookUrl}</Code> : none}
                  </Row>
                  <Row label={<Trans>Method</Trans>}>{webhook.httpMethod}</Row>
                  <Row label={<Trans>Timeout</Trans>}>
                    <Trans>{webhook.timeoutSeconds} s</Trans>
                  </Row>
                  <Row label={<Trans>Headers</Trans>}>
                    {Object.keys(headers).length > 0 ? <Json value={headers} /> : none}
                  </Row>
                  <Row label={<Trans>Payload template</Trans>}>
                    {webhook.payloadTemplate === null ? (
                      <Text size="sm" c="dimmed" component="span">
                        <Trans>The default payload</Trans>
                      </Text>
                    ) : (
                      <Json value={webhook.payloadTemplate} />
                    )}
                  </Row>
                  <Row label={<Trans>Response mapping</Trans>}>
                    <Json value={webhook.responseMapping} />
                  </Row>
                </>
              )}
              <Row label={<Trans>Chaining</Trans>}>
                {chaining.nextToolId ? (
                  <Stack gap={4}>
                    <Code dir="ltr">{chaining.nextToolId}</Code>
                    <Json value={chaining.dataMapping} />
                  </Stack>
                ) : (
                  none
                )}
              </Row>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
