import { Trans, useLingui } from '@lingui/react/macro';
import {
  Group,
  NativeSelect,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  AUTH_TYPES,
  HTTP_METHODS,
  RATE_LIMIT_DEFAULT,
  type TCreateHttpRequestForm,
  TIMEOUT_SECONDS_DEFAULT,
  ZCreateHttpRequest,
  ZUpdateHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import { appErrorCode, appErrorDetail } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { createOrUpdate, EditForm, useSaveHandlers } from './EditForm.tsx';
import { CodeField, jsonText } from './fields.tsx';
import type { HttpRequestDto } from './http-mapping-types.ts';
import { AUTH_TYPE_LABELS, fieldMessage, SECRET_LABELS, savedFieldErrors } from './messages.ts';

function initialValues(request: HttpRequestDto | null): TCreateHttpRequestForm {
  return {
    name: request?.name ?? '',
    description: request?.description ?? '',
    endpointUrl: request?.endpointUrl ?? '',
    httpMethod: request?.httpMethod ?? 'POST',
    headers: jsonText(request?.headers),
    authType: request?.authType ?? 'none',
    authHeaderName: request?.authHeaderName ?? '',
    authQueryParam: request?.authQueryParam ?? '',
    authUsername: request?.authUsername ?? '',
    // The stored secret never reaches the browser; empty keeps it.
    authSecret: '',
    fixedParameters: jsonText(request?.fixedParameters),
    variableParameters: jsonText(request?.variableParameters),
    requestBody: request?.requestBody ?? '',
    responseMapping: jsonText(request?.responseMapping),
    rateLimitPerMinute: request?.rateLimitPerMinute ?? RATE_LIMIT_DEFAULT,
    timeoutSeconds: request?.timeoutSeconds ?? TIMEOUT_SECONDS_DEFAULT,
  };
}

/** Braces are syntax in translated messages, so the example goes in as a value. */
const PLACEHOLDER = '{{name}}';

/** Creates an HTTP request (`request` null) or edits one; the secret is write-only. */
export function RequestForm({ request, onDone }: { request: HttpRequestDto | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm({
    initialValues: initialValues(request),
    // An edit may leave the secret empty to keep the stored one.
    schema: request ? ZUpdateHttpRequest : ZCreateHttpRequest,
    toInput: (values) => (request ? { ...values, id: request.id } : values),
    messageOf: fieldMessage,
    fieldErrorsOf: savedFieldErrors,
  });
  const handlers = useSaveHandlers({
    saved: t`HTTP request saved`,
    failed: t`Could not save the HTTP request. Please try again.`,
    onDone,
  });
  const create = trpc.httpMappings.createRequest.useMutation(handlers);
  const update = trpc.httpMappings.updateRequest.useMutation(handlers);
  const { authType } = form.values;
  const saveError = request ? update.error : create.error;
  // The guard's reason (which address, which range) beside the field's general refusal.
  const refusalReason =
    form.errors.endpointUrl && appErrorCode(saveError) === AppErrorCode.URL_REFUSED ? appErrorDetail(saveError) : null;

  return (
    <EditForm
      formRef={form.formRef}
      onSubmit={form.submitAsTypedWith(createOrUpdate(request?.id, create, update))}
      onCancel={onDone}
      saving={create.isPending || update.isPending}
      saveLabel={<Trans>Save request</Trans>}
    >
      <TextInput label={t`Name`} required {...form.getInputProps('name')} />
      <Textarea label={t`Description`} autosize minRows={1} {...form.getInputProps('description')} />
      <Group align="flex-start" gap="sm">
        <NativeSelect w={110} label={t`Method`} data={[...HTTP_METHODS]} {...form.getInputProps('httpMethod')} />
        <TextInput
          label={t`Endpoint URL`}
          required
          placeholder="https://api.example.com/v1/posts"
          style={{ flex: '1 1 14rem' }}
          {...form.getInputProps('endpointUrl')}
          description={refusalReason}
        />
      </Group>

      <Title order={3} size="h5">
        <Trans>Authentication</Trans>
      </Title>
      <NativeSelect
        label={t`Type`}
        data={AUTH_TYPES.map((type) => ({ value: type, label: i18n._(AUTH_TYPE_LABELS[type]) }))}
        {...form.getInputProps('authType')}
      />
      {authType === 'api_key_header' && (
        <TextInput label={t`Header name`} required placeholder="X-Api-Key" {...form.getInputProps('authHeaderName')} />
      )}
      {authType === 'api_key_query' && (
        <TextInput
          label={t`Query parameter name`}
          required
          placeholder="api_key"
          {...form.getInputProps('authQueryParam')}
        />
      )}
      {authType === 'basic' && <TextInput label={t`User name`} required {...form.getInputProps('authUsername')} />}
      {authType !== 'none' && (
        <PasswordInput
          label={i18n._(SECRET_LABELS[authType])}
          required={!request?.hasSecret}
          autoComplete="new-password"
          description={
            request?.hasSecret
              ? t`A secret is stored and is never shown. Leave this empty to keep it.`
              : t`Stored encrypted; never shown again.`
          }
          {...form.getInputProps('authSecret')}
        />
      )}

      <Title order={3} size="h5">
        <Trans>What is sent</Trans>
      </Title>
      <CodeField label={t`Headers (JSON)`} placeholder='{"X-Team": "growth"}' {...form.getInputProps('headers')} />
      <CodeField
        label={t`Fixed parameters (JSON)`}
        description={t`Sent in the query string for GET, added to the JSON body otherwise.`}
        placeholder='{"model": "default"}'
        {...form.getInputProps('fixedParameters')}
      />
      <CodeField
        label={t`Variable parameters (JSON)`}
        description={t`Like fixed parameters; placeholders such as ${PLACEHOLDER} are filled from the payload and the variables.`}
        placeholder='{"language": "{{language}}"}'
        {...form.getInputProps('variableParameters')}
      />
      <CodeField
        label={t`Request body template`}
        description={t`Empty sends the payload as JSON. JSON is filled value by value; other text placeholder by placeholder.`}
        placeholder='{"prompt": "Write about {{topic}}"}'
        {...form.getInputProps('requestBody')}
      />
      <CodeField
        label={t`Response mapping (JSON)`}
        description={t`Names and paths into the answer. A "success" path whose value is false or "false" marks a failure.`}
        placeholder='{"text": "data.items[0].text", "success": "ok"}'
        {...form.getInputProps('responseMapping')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t`Calls per minute`}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('rateLimitPerMinute')}
        />
        <NumberInput
          label={t`Timeout (seconds)`}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('timeoutSeconds')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>
          Templates may use the form data's fields and the variables user_id, execution_context, mapping_key,
          request_id, workflow_id, session_id and execution_id.
        </Trans>
      </Text>
    </EditForm>
  );
}
