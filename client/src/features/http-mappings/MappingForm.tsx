import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { type TCreateHttpMappingForm, ZCreateHttpMapping } from '@wordloom/shared/schemas/http-mappings';
import { trpc } from '../../lib/trpc.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { createOrUpdate, EditForm, useSaveHandlers } from './EditForm.tsx';
import { CodeField, jsonText } from './fields.tsx';
import type { HttpMappingDto, HttpRequestDto } from './http-mapping-types.ts';
import { fieldMessage, savedFieldErrors } from './messages.ts';

function initialValues(mapping: HttpMappingDto | null, requests: readonly HttpRequestDto[]): TCreateHttpMappingForm {
  return {
    key: mapping?.key ?? '',
    requestId: mapping?.requestId ?? (requests.length === 1 ? (requests[0]?.id ?? '') : ''),
    description: mapping?.description ?? '',
    samplePayload: jsonText(mapping?.samplePayload),
    expectedResponseSchema: jsonText(mapping?.expectedResponseSchema),
    responseDisplayMapping: jsonText(mapping?.responseDisplayMapping),
    payloadTransformTemplate: jsonText(mapping?.payloadTransformTemplate),
    enabled: mapping?.enabled ?? true,
  };
}

/** Braces are syntax in translated messages, so the example goes in as a value. */
const PLACEHOLDER = '{{name}}';

/** Creates a mapping (`mapping` null) or edits one: a key the product calls, and the request it runs. */
export function MappingForm({
  mapping,
  requests,
  onDone,
}: {
  mapping: HttpMappingDto | null;
  requests: readonly HttpRequestDto[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm({
    initialValues: initialValues(mapping, requests),
    // An edit has the same rules; createOrUpdate adds its id.
    schema: ZCreateHttpMapping,
    messageOf: fieldMessage,
    fieldErrorsOf: savedFieldErrors,
  });
  const handlers = useSaveHandlers({
    saved: t`Mapping saved`,
    failed: t`Could not save the mapping. Please try again.`,
    onDone,
  });
  const create = trpc.httpMappings.createMapping.useMutation(handlers);
  const update = trpc.httpMappings.updateMapping.useMutation(handlers);

  return (
    <EditForm
      formRef={form.formRef}
      onSubmit={form.submitAsTypedWith(createOrUpdate(mapping?.id, create, update))}
      onCancel={onDone}
      saving={create.isPending || update.isPending}
      saveLabel={<Trans>Save mapping</Trans>}
    >
      <TextInput
        label={t`Key`}
        description={t`The name the product calls this mapping by, such as linkedin.create_post.`}
        required
        {...form.getInputProps('key')}
      />
      <NativeSelect
        label={t`HTTP request`}
        required
        data={[
          { value: '', label: t`Choose a request`, disabled: true },
          ...requests.map((request) => ({ value: request.id, label: request.name })),
        ]}
        {...form.getInputProps('requestId')}
      />
      <Textarea label={t`Description`} autosize minRows={1} {...form.getInputProps('description')} />
      <CodeField
        label={t`Payload transform template (JSON)`}
        description={t`Placeholders such as ${PLACEHOLDER} are filled from the form data and the variables. Empty: the sample payload, else the form data with the variables.`}
        placeholder='{"topic": "{{topic}}", "user": "{{user_id}}"}'
        {...form.getInputProps('payloadTransformTemplate')}
      />
      <CodeField label={t`Sample payload (JSON)`} {...form.getInputProps('samplePayload')} />
      <CodeField label={t`Expected response schema (JSON)`} {...form.getInputProps('expectedResponseSchema')} />
      <CodeField label={t`Response display mapping (JSON)`} {...form.getInputProps('responseDisplayMapping')} />
      <Switch label={t`Enabled`} {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </EditForm>
  );
}
