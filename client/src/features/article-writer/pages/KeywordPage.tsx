import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { initialWriterState } from '@wordloom/shared/domain/article-writer';
import { COUNTRIES, countryNamesIn, findCountryByCode } from '@wordloom/shared/reference/countries';
import { CONTENT_TYPES } from '@wordloom/shared/schemas/ai';
import {
  MAX_BROKEN_LINK_COUNT,
  type TKeywordForm,
  type TWriterSessionState,
  type WriterSession,
} from '@wordloom/shared/schemas/article-writer';
import { useId, useMemo } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { CONTENT_TYPE_NAMES } from '../../ai/messages.ts';
import { LANGUAGE_OPTIONS } from '../../blog/language-options.ts';
import { RunPanel } from '../RunPanel.tsx';
import { useWriterSession, type WriterSessionHandle } from '../use-writer-session.ts';
import { WriterLayout } from '../WriterLayout.tsx';
import { KEYWORD_REQUIRED } from '../writer-messages.ts';
import { STEP_PATHS } from '../writer-steps.ts';

/** Changing one of these asks for new keyword ideas; the broken-link settings do not. */
const RUN_INPUTS = ['keyword', 'country', 'language', 'contentType'] as const;

function keywordsOutdated(state: TWriterSessionState, form: TKeywordForm): boolean {
  if (!state.keywordResponse) return true;
  return RUN_INPUTS.some((field) => state.keywordForm[field] !== form[field]);
}

function cleaned(values: TKeywordForm): TKeywordForm {
  return { ...values, keyword: values.keyword.trim() };
}

/**
 * Step 1 (spec §3 keywordForm, §4 defaults): the keyword and where and how the article is written.
 * Without a session yet, the first run creates one; with one, the form is saved and the keyword
 * ideas asked for again only when what they depend on changed.
 */
export function KeywordPage({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  const handle = useWriterSession(sessionId);
  const title = t`Start with a keyword`;
  if (sessionId && !handle.session) {
    // The layout shows the loading skeleton or the load error.
    return (
      <WriterLayout step="keyword" handle={handle} title={title}>
        {null}
      </WriterLayout>
    );
  }
  return <KeywordFormView sessionId={sessionId} handle={handle} session={handle.session ?? null} title={title} />;
}

function KeywordFormView({
  sessionId,
  handle,
  session,
  title,
}: {
  sessionId: string | null;
  handle: WriterSessionHandle;
  session: WriterSession | null;
  title: string;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.articleWriter.sessions.create.useMutation();
  const form = useForm<TKeywordForm>({
    initialValues: session?.state.keywordForm ?? initialWriterState().keywordForm,
    validate: { keyword: (value) => (value.trim() === '' ? i18n._(KEYWORD_REQUIRED) : null) },
  });
  const values = cleaned(form.values);

  const countryOptions = useMemo(() => {
    const names = countryNamesIn(i18n.locale);
    const collator = new Intl.Collator(i18n.locale);
    const nameOf = (code: string) => names.get(code) ?? findCountryByCode(code)?.name ?? code;
    return [...COUNTRIES]
      .sort((a, b) => collator.compare(nameOf(a.code), nameOf(b.code)))
      .map((country) => ({ value: country.code, label: `${country.flag} ${nameOf(country.code)}` }));
  }, [i18n.locale]);
  const contentTypeOptions = CONTENT_TYPES.map((type) => ({ value: type, label: i18n._(CONTENT_TYPE_NAMES[type]) }));

  const goToKeywords = (id: string) => void navigate({ to: STEP_PATHS['select-keywords'], search: { session: id } });

  /** Checks the form, then creates the session (first run) or saves the form into it; the session to run on. */
  const prepare = async (): Promise<string | null> => {
    if (form.validate().hasErrors) return null;
    if (!sessionId) {
      try {
        const created = await create.mutateAsync({ keywordForm: values });
        // The page goes on with the session in the address at once: a reload opens it.
        utils.articleWriter.sessions.get.setData({ sessionId: created.id }, created);
        void utils.articleWriter.sessions.list.invalidate();
        void navigate({ to: STEP_PATHS.keyword, search: { session: created.id }, replace: true });
        return created.id;
      } catch (error) {
        notifications.show({ color: 'red', message: i18n._(errorMessage(error)) });
        return null;
      }
    }
    const saved = await handle.save({ keywordForm: values });
    return saved ? sessionId : null;
  };

  /** Nothing the ideas depend on changed: the form is saved and the next step opens. */
  const goOn = async () => {
    if (!sessionId || form.validate().hasErrors) return;
    const saved = await handle.save({ keywordForm: values });
    if (saved) goToKeywords(sessionId);
  };

  const runNeeded = !session || keywordsOutdated(session.state, values);
  const estimateState: TWriterSessionState = { ...(session?.state ?? initialWriterState()), keywordForm: values };
  const findCountry = (code: string | null) => (code ? findCountryByCode(code)?.code : undefined);

  return (
    <WriterLayout
      step="keyword"
      handle={sessionId ? handle : null}
      title={title}
      onReset={(fresh) => {
        form.setValues(fresh.state.keywordForm);
        form.resetDirty(fresh.state.keywordForm);
        form.clearErrors();
      }}
    >
      <Card withBorder radius="lg" padding="lg">
        <form id={formId} noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack gap="md">
            <TextInput
              label={t`Keyword`}
              description={t`The search phrase the article should rank for.`}
              placeholder={t`e.g. remote work tips`}
              required
              maxLength={200}
              data-autofocus
              {...form.getInputProps('keyword')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label={t`Country`}
                data={countryOptions}
                searchable
                allowDeselect={false}
                maxDropdownHeight={300}
                nothingFoundMessage={t`No country found`}
                value={form.values.country}
                onChange={(code) => {
                  const country = findCountry(code);
                  if (country) form.setFieldValue('country', country);
                }}
              />
              <Select
                label={t`Language`}
                data={LANGUAGE_OPTIONS}
                searchable
                allowDeselect={false}
                maxDropdownHeight={300}
                nothingFoundMessage={t`No language found`}
                value={form.values.language}
                onChange={(code) => {
                  const option = LANGUAGE_OPTIONS.find((candidate) => candidate.value === code);
                  if (option) form.setFieldValue('language', option.value);
                }}
              />
              <Select
                label={t`Content type`}
                data={contentTypeOptions}
                allowDeselect={false}
                value={form.values.contentType}
                onChange={(type) => {
                  const option = CONTENT_TYPES.find((candidate) => candidate === type);
                  if (option) form.setFieldValue('contentType', option);
                }}
              />
            </SimpleGrid>
            <Group gap="md" align="flex-end" wrap="wrap">
              <Switch
                label={t`Check for broken links`}
                description={t`Checks the article's outbound links and your saved links once it is written.`}
                {...form.getInputProps('brokenLinks', { type: 'checkbox' })}
              />
              {form.values.brokenLinks && (
                <NumberInput
                  label={t`Links to check`}
                  min={1}
                  max={MAX_BROKEN_LINK_COUNT}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  w={160}
                  value={form.values.brokenLinkCount}
                  onChange={(count) => {
                    if (typeof count === 'number') form.setFieldValue('brokenLinkCount', count);
                  }}
                />
              )}
            </Group>
            {runNeeded ? (
              <RunPanel
                handle={sessionId ? handle : null}
                run={{ run: 'keywords' }}
                state={estimateState}
                prepare={prepare}
                formId={formId}
                label={t`Find keywords`}
                busyLabel={t`Finding keywords…`}
                onDone={goToKeywords}
              />
            ) : (
              <Group>
                <Button type="submit" form={formId} onClick={() => void goOn()} loading={handle.saving}>
                  <Trans>Next</Trans>
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Card>
    </WriterLayout>
  );
}
