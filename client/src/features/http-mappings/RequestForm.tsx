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
import {
  AUTH_TYPES,
  HTTP_METHODS,
  RATE_LIMIT_DEFAULT,
  type TAuthType,
  type TCreateHttpRequestForm,
  type THttpMethod,
  TIMEOUT_SECONDS_DEFAULT,
  ZCreateHttpRequest,
  ZUpdateHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import { trpc } from '../../lib/trpc.ts';
import { sendingAsTyped, useSchemaForm } from '../auth/use-schema-form.ts';
import { createOrUpdate, EditForm, useSaveHandlers } from './EditForm.tsx';
import { CodeField, jsonText } from './fields.tsx';
import type { HttpRequestDto } from './http-mapping-types.ts';
import { AUTH_TYPE_LABELS, fieldMessage, SECRET_LABELS } from './messages.ts';

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
  const form = useSchemaForm(
    initialValues(request),
    (values) =>
      sendingAsTyped(
        request ? ZUpdateHttpRequest.safeParse({ ...values, id: request.id }) : ZCreateHttpRequest.safeParse(values),
        values,
      ),
    fieldMessage,
  );
  const handlers = useSaveHandlers({
    saved: t`HTTP request saved`,
    failed: t`Could not save the HTTP request. Please try again.`,
    setServerErrors: form.setServerErrors,
    onDone,
  });
  const create = trpc.httpMappings.createRequest.useMutation(handlers);
  const update = trpc.httpMappings.updateRequest.useMutation(handlers);
  const { values, change, textField, numberField } = form;
  const authType = values.authType;

  return (
    <EditForm
      formRef={form.formRef}
      onSubmit={form.submitWith(createOrUpdate(request?.id, create, update))}
      onCancel={onDone}
      saving={create.isPending || update.isPending}
      saveLabel={<Trans>Save request</Trans>}
    >
      <TextInput label={t`Name`} required {...textField('name')} />
      <Textarea label={t`Description`} autosize minRows={1} {...textField('description')} />
      <Group align="flex-start" gap="sm">
        <NativeSelect
          w={110}
          label={t`Method`}
          data={[...HTTP_METHODS]}
          value={values.httpMethod}
          onChange={(event) => change('httpMethod', event.currentTarget.value as THttpMethod)}
        />
        <TextInput
          label={t`Endpoint URL`}
          required
          placeholder="https://api.example.com/v1/posts"
          style={{ flex: '1 1 14rem' }}
          {...textField('endpointUrl')}
        />
      </Group>

      <Title order={3} size="h5">
        <Trans>Authentication</Trans>
      </Title>
      <NativeSelect
        label={t`Type`}
        data={AUTH_TYPES.map((type) => ({ value: type, label: i18n._(AUTH_TYPE_LABELS[type]) }))}
        value={authType}
        onChange={(event) => change('authType', event.currentTarget.value as TAuthType)}
      />
      {authType === 'api_key_header' && (
        <TextInput label={t`Header name`} required placeholder="X-Api-Key" {...textField('authHeaderName')} />
      )}
      {authType === 'api_key_query' && (
        <TextInput label={t`Query parameter name`} required placeholder="api_key" {...textField('authQueryParam')} />
      )}
      {authType === 'basic' && <TextInput label={t`User name`} required {...textField('authUsername')} />}
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
          {...textField('authSecret')}
        />
      )}

      <Title order={3} size="h5">
        <Trans>What is sent</Trans>
      </Title>
      <CodeField label={t`Headers (JSON)`} placeholder='{"X-Team": "growth"}' {...textField('headers')} />
      <CodeField
        label={t`Fixed parameters (JSON)`}
        description={t`Sent in the query string for GET, added to the JSON body otherwise.`}
        placeholder='{"model": "default"}'
        {...textField('fixedParameters')}
      />
      <CodeField
        label={t`Variable parameters (JSON)`}
        description={t`Like fixed parameters; placeholders such as ${PLACEHOLDER} are filled from the payload and the variables.`}
        placeholder='{"language": "{{language}}"}'
        {...textField('variableParameters')}
      />
      <CodeField
        label={t`Request body template`}
        description={t`Empty sends the payload as JSON. JSON is filled value by value; other text placeholder by placeholder.`}
        placeholder='{"prompt": "Write about {{topic}}"}'
        {...textField('requestBody')}
      />
      <CodeField
        label={t`Response mapping (JSON)`}
        description={t`Names and paths into the answer. A "success" path whose value is false or "false" marks a failure.`}
        placeholder='{"text": "data.items[0].text", "success": "ok"}'
        {...textField('responseMapping')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput label={t`Calls per minute`} min={1} allowDecimal={false} {...numberField('rateLimitPerMinute')} />
        <NumberInput label={t`Timeout (seconds)`} min={1} allowDecimal={false} {...numberField('timeoutSeconds')} />
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
