import { Trans, useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { POST_WORD_RANGES } from '@wordloom/shared/domain/word-count';
import { LANGUAGE_REGIONS, LANGUAGES } from '@wordloom/shared/languages';
import { POST_LENGTHS, WRITING_STYLES } from '@wordloom/shared/schemas/ai';
import { POST_CREATION_METHODS, type TLinkedInTemplate } from '@wordloom/shared/schemas/linkedin';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { FIELD_REQUIRED, POST_LENGTH_NAMES, WRITING_STYLE_NAMES } from '../../ai/messages.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { LANGUAGE_REGION_NAMES } from '../../layout/language-regions.ts';
import { CREATION_METHOD_NAMES, formRuleMessage } from './messages.ts';
import { PostFormCode, type PostFormValues, type RepurposeSource } from './post-form.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

/** The form's state and setters that the fields use (the create page's schema form). */
export interface PostDetailsForm {
  values: PostFormValues;
  errors: Record<string, ReactNode>;
  setField: <Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) => void;
}

export interface TemplateChoices {
  status: 'loading' | 'error' | 'success';
  library: readonly TLinkedInTemplate[];
  own: readonly TLinkedInTemplate[];
  retry: () => void;
  retrying: boolean;
}

interface PostDetailsFieldsProps {
  form: PostDetailsForm;
  templates: TemplateChoices;
}

/**
 * The post's inputs (spec §3): how it is created (by topic, from a template, or repurposing a text
 * or a page), its topic, language, style, length with its word range, audience, intent, category
 * and guidance.
 */
export function PostDetailsFields({ form, templates }: PostDetailsFieldsProps) {
  const { t, i18n } = useLingui();
  const { values } = form;
  // Three choices with their word ranges do not fit side by side on a phone: they stack there.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const orientation = narrow ? 'vertical' : 'horizontal';
  const methodId = useId();
  const lengthId = useId();

  /** A field's error: the form's own rule, else "fill in" when it is empty, else the rule it breaks. */
  function fieldError(field: keyof PostFormValues): string | undefined {
    const code = form.errors[field];
    if (typeof code !== 'string' || !code) return undefined;
    const value = values[field];
    if (!Object.hasOwn(PostFormCode, code) && typeof value === 'string' && !value.trim()) return i18n._(FIELD_REQUIRED);
    return i18n._(formRuleMessage(code));
  }

  function text(field: 'topic' | 'icp' | 'intent' | 'category' | 'sourceUrl') {
    return {
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setField(field, event.currentTarget.value),
      error: fieldError(field),
    };
  }

  const languageData = LANGUAGE_REGIONS.map((region) => ({
    group: i18n._(LANGUAGE_REGION_NAMES[region]),
    items: LANGUAGES.filter((language) => language.region === region).map((language) => ({
      value: language.englishName,
      label:
        language.nativeName === language.englishName
          ? language.englishName
          : `${language.englishName} (${language.nativeName})`,
    })),
  }));

  return (
    <Stack gap="md">
      <Input.Wrapper label={t`Creation method`} id={methodId}>
        <SegmentedControl
          aria-labelledby={`${methodId}-label`}
          fullWidth
          orientation={orientation}
          value={values.postCreationMethod}
          onChange={(value) => {
            const method = POST_CREATION_METHODS.find((candidate) => candidate === value);
            if (method) form.setField('postCreationMethod', method);
          }}
          data={POST_CREATION_METHODS.map((method) => ({
            value: method,
            label: i18n._(CREATION_METHOD_NAMES[method]),
          }))}
        />
      </Input.Wrapper>

      {values.postCreationMethod === 'From Template' &&
        (templates.status === 'error' ? (
          <LoadError
            title={<Trans>Could not load the templates</Trans>}
            onRetry={templates.retry}
            retrying={templates.retrying}
          />
        ) : (
          <TemplatePicker
            library={templates.library}
            own={templates.own}
            value={values.templateId}
            onChange={(templateId) => form.setField('templateId', templateId)}
            error={fieldError('templateId')}
          />
        ))}

      {values.postCreationMethod === 'Repurpose' && (
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t`Repurpose from`}
            value={values.repurposeFrom}
            onChange={(value) =>
              form.setField('repurposeFrom', value === 'url' ? 'url' : ('text' satisfies RepurposeSource))
            }
            data={[
              { value: 'text', label: t`Paste a text` },
              { value: 'url', label: t`From a web page` },
            ]}
          />
          {values.repurposeFrom === 'text' ? (
            <Textarea
              label={t`Text to repurpose`}
              description={t`An article, a talk, notes: the post is rewritten from it.`}
              value={values.sourceText}
              onChange={(event) => form.setField('sourceText', event.currentTarget.value)}
              error={fieldError('sourceText')}
              autosize
              minRows={4}
              maxRows={12}
              required
            />
          ) : (
            <TextInput
              label={t`Page address`}
              description={t`The page's readable text is fetched and the post is written from it.`}
              placeholder="https://"
              type="url"
              inputMode="url"
              dir="ltr"
              required
              {...text('sourceUrl')}
            />
          )}
        </Stack>
      )}

      <TextInput label={t`Topic`} required {...text('topic')} />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t`Language`}
          data={languageData}
          value={values.language}
          onChange={(value) => value && form.setField('language', value)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No language matches`}
          maxDropdownHeight={300}
        />
        <Select
          label={t`Writing style`}
          data={WRITING_STYLES.map((style) => ({ value: style, label: i18n._(WRITING_STYLE_NAMES[style]) }))}
          value={values.writingStyle}
          onChange={(value) => {
            const style = WRITING_STYLES.find((candidate) => candidate === value);
            if (style) form.setField('writingStyle', style);
          }}
          allowDeselect={false}
        />
      </SimpleGrid>

      <Input.Wrapper label={t`Post length`} id={lengthId}>
        <SegmentedControl
          aria-labelledby={`${lengthId}-label`}
          fullWidth
          orientation={orientation}
          value={values.postLength}
          onChange={(value) => {
            const length = POST_LENGTHS.find((candidate) => candidate === value);
            if (length) form.setField('postLength', length);
          }}
          data={POST_LENGTHS.map((length) => {
            const name = i18n._(POST_LENGTH_NAMES[length]);
            const min = i18n.number(POST_WORD_RANGES[length].min);
            const max = i18n.number(POST_WORD_RANGES[length].max);
            // Two lines, so the three fit side by side; the space between them (not shown in the
            // column) makes it read as "Medium 120–200 words".
            const label = (
              <Stack key={length} gap={0} align="center">
                <span>{name}</span>{' '}
                <Text span size="xs" c="dimmed">
                  <Trans>
                    {min}–{max} words
                  </Trans>
                </Text>
              </Stack>
            );
            return { value: length, label };
          })}
        />
      </Input.Wrapper>

      <TextInput
        label={t`Target audience`}
        description={t`Who should read it: their role, industry or problem.`}
        {...text('icp')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Intent`} placeholder={t`Educate, start a conversation, announce…`} {...text('intent')} />
        <TextInput label={t`Category`} placeholder={t`Leadership, marketing, career…`} {...text('category')} />
      </SimpleGrid>
      <Textarea
        label={t`Additional guidance`}
        description={t`Anything the writer should know: facts to include, words to avoid, a call to action.`}
        value={values.additionalGuidance}
        onChange={(event) => form.setField('additionalGuidance', event.currentTarget.value)}
        error={fieldError('additionalGuidance')}
        autosize
        minRows={2}
        maxRows={8}
      />
    </Stack>
  );
}
