import { Trans, useLingui } from '@lingui/react/macro';
import {
  Code,
  Group,
  NativeSelect,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { HTTP_METHODS } from '@wordloom/shared/schemas/http-mappings';
import {
  TOOL_COMPOSER_RECIPES,
  TOOL_PAYLOAD_PLACEHOLDERS,
  TOOL_TIMEOUT_SECONDS_MAX,
} from '@wordloom/shared/schemas/tools';
import { CodeField } from '../../http-mappings/fields.tsx';
import { RECIPE_LABELS } from './messages.ts';
import type { ToolForm } from './use-tool-form.ts';

/** `{{name}}` for each name: braces are syntax in translated messages, so they are put in as values. */
function Placeholders({ names }: { names: readonly string[] }) {
  return (
    <Group gap={4} component="span" display="inline-flex" wrap="wrap">
      {names.map((name) => (
        <Code key={name}>{`{{${name}}}`}</Code>
      ))}
    </Group>
  );
}

function fieldNames(form: ToolForm): string[] {
  return form.values.fields.map((field) => field.fieldName).filter((name) => name !== '');
}

/** Spec §3 tool webhook and §7 "Tool webhook call": where a run goes, what it sends and how the answer is read. */
export function WebhookSection({ form, hasStoredSecret }: { form: ToolForm; hasStoredSecret: boolean }) {
  const { t } = useLingui();
  const names = fieldNames(form);
  const examplePath = 'result.items[0].text';
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm">
        <NativeSelect
          w={110}
          label={t`Method`}
          data={[...HTTP_METHODS]}
          {...form.getInputProps('webhook.httpMethod')}
        />
        <TextInput
          label={t`Webhook URL`}
          placeholder="https://hooks.example.com/tools/headline"
          dir="ltr"
          style={{ flex: '1 1 14rem' }}
          {...form.getInputProps('webhook.webhookUrl')}
        />
      </Group>
      <NumberInput
        label={t`Timeout (seconds)`}
        min={1}
        max={TOOL_TIMEOUT_SECONDS_MAX}
        allowDecimal={false}
        w={200}
        {...form.getInputProps('webhook.timeoutSeconds')}
      />
      <CodeField
        label={t`Payload template (JSON)`}
        placeholder='{"headline": "{{headline}}", "user": "{{userId}}"}'
        {...form.getInputProps('webhook.payloadTemplate')}
      />
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          <Trans>Placeholders:</Trans> <Placeholders names={TOOL_PAYLOAD_PLACEHOLDERS} />
        </Text>
        <Text size="xs" c="dimmed">
          {names.length > 0 ? (
            <>
              <Trans>The fields:</Trans> <Placeholders names={names} />
            </>
          ) : (
            <Trans>Add fields to use their values in the template.</Trans>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            Left empty, the webhook gets the default payload: userId, sessionId, workflowId, toolId and timestamp, plus
            every field's value.
          </Trans>
        </Text>
      </Stack>

      <Title order={3} size="h5">
        <Trans>Response mapping</Trans>
      </Title>
      <Text size="xs" c="dimmed">
        <Trans>
          Dotted paths into the answer, with array indexes, such as {examplePath}. An answer that is a list is read from
          its first item. An empty path is not mapped.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t`Success path`}
          description={t`False or "false" there marks a failure.`}
          dir="ltr"
          ff="monospace"
          {...form.getInputProps('webhook.responseMapping.success')}
        />
        <TextInput
          label={t`Data path`}
          description={t`What the visitor sees; empty: the whole answer.`}
          dir="ltr"
          ff="monospace"
          {...form.getInputProps('webhook.responseMapping.data')}
        />
        <TextInput
          label={t`Error path`}
          description={t`The failure's message.`}
          dir="ltr"
          ff="monospace"
          {...form.getInputProps('webhook.responseMapping.error')}
        />
      </SimpleGrid>

      <Title order={3} size="h5">
        <Trans>Headers</Trans>
      </Title>
      <CodeField
        label={t`Headers (JSON)`}
        description={t`Sent as they are. Put a token in the secret header below, which is stored encrypted.`}
        placeholder='{"X-Team": "growth"}'
        {...form.getInputProps('webhook.headers')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`Secret header name`}
          placeholder="Authorization"
          dir="ltr"
          {...form.getInputProps('webhook.secretHeaderName')}
        />
        <PasswordInput
          label={t`Secret header value`}
          autoComplete="new-password"
          description={
            hasStoredSecret ? t`A value is stored; leave empty to keep it` : t`Stored encrypted and never shown again.`
          }
          {...form.getInputProps('webhook.secretHeaderValue')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Beyond the spec: an AI tool runs its prompt, with the visitor's values in place of the fields' placeholders. */
export function AiSection({ form }: { form: ToolForm }) {
  const { t, i18n } = useLingui();
  const names = fieldNames(form);
  return (
    <Stack gap="md">
      <CodeField
        label={t`Prompt template`}
        required
        minRows={6}
        placeholder="Write five headlines about {{topic}}."
        {...form.getInputProps('ai.promptTemplate')}
      />
      <Text size="xs" c="dimmed">
        {names.length > 0 ? (
          <>
            <Trans>The fields:</Trans> <Placeholders names={names} />
          </>
        ) : (
          <Trans>Add fields to use their values in the prompt.</Trans>
        )}
      </Text>
      <NativeSelect
        label={t`When no AI provider is configured`}
        description={t`The built-in composer writes a rule-based answer of this kind instead; with none, the tool says it needs an AI provider.`}
        data={TOOL_COMPOSER_RECIPES.map((recipe) => ({ value: recipe, label: i18n._(RECIPE_LABELS[recipe]) }))}
        {...form.getInputProps('ai.composerRecipe')}
      />
    </Stack>
  );
}
