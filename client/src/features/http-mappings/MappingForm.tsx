import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type TCreateHttpMappingForm,
  ZCreateHttpMapping,
  ZUpdateHttpMapping,
} from '@wordloom/shared/schemas/http-mappings';
import { trpc } from '../../lib/trpc.ts';
import { sendingAsTyped, useSchemaForm } from '../auth/use-schema-form.ts';
import { createOrUpdate, EditForm, useSaveHandlers } from './EditForm.tsx';
import { CodeField, jsonText } from './fields.tsx';
import type { HttpMappingDto, HttpRequestDto } from './http-mapping-types.ts';
import { fieldMessage } from './messages.ts';

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
  const form = useSchemaForm(
    initialValues(mapping, requests),
    (values) =>
      sendingAsTyped(
        mapping ? ZUpdateHttpMapping.safeParse({ ...values, id: mapping.id }) : ZCreateHttpMapping.safeParse(values),
        values,
      ),
    fieldMessage,
  );
  const handlers = useSaveHandlers({
    saved: t`Mapping saved`,
    failed: t`Could not save the mapping. Please try again.`,
    setServerErrors: form.setServerErrors,
    onDone,
  });
  const create = trpc.httpMappings.createMapping.useMutation(handlers);
  const update = trpc.httpMappings.updateMapping.useMutation(handlers);
  const { values, change, textField } = form;

  return (
    <EditForm
      formRef={form.formRef}
      onSubmit={form.submitWith(createOrUpdate(mapping?.id, create, update))}
      onCancel={onDone}
      saving={create.isPending || update.isPending}
      saveLabel={<Trans>Save mapping</Trans>}
    >
      <TextInput
        label={t`Key`}
        description={t`The name the product calls this mapping by, such as linkedin.create_post.`}
        required
        {...textField('key')}
      />
      <NativeSelect
        label={t`HTTP request`}
        required
        data={[
          { value: '', label: t`Choose a request`, disabled: true },
          ...requests.map((request) => ({ value: request.id, label: request.name })),
        ]}
        {...textField('requestId')}
      />
      <Textarea label={t`Description`} autosize minRows={1} {...textField('description')} />
      <CodeField
        label={t`Payload transform template (JSON)`}
        description={t`Placeholders such as ${PLACEHOLDER} are filled from the form data and the variables. Empty: the sample payload, else the form data with the variables.`}
        placeholder='{"topic": "{{topic}}", "user": "{{user_id}}"}'
        {...textField('payloadTransformTemplate')}
      />
      <CodeField label={t`Sample payload (JSON)`} {...textField('samplePayload')} />
      <CodeField label={t`Expected response schema (JSON)`} {...textField('expectedResponseSchema')} />
      <CodeField label={t`Response display mapping (JSON)`} {...textField('responseDisplayMapping')} />
      <Switch
        label={t`Enabled`}
        checked={values.enabled}
        onChange={(event) => change('enabled', event.currentTarget.checked)}
      />
    </EditForm>
  );
}
