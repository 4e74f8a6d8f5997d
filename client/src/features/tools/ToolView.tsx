import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { validateToolInput } from '@wordloom/shared/domain/tool-input';
import { isLanguageCode, LANGUAGES, textDirection } from '@wordloom/shared/languages';
import type { PublicTool, ToolRunResult, TToolFieldValue, TToolValues } from '@wordloom/shared/schemas/tools';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { initialToolValues, ToolFormFields, toolFieldId, toolFormValues } from './ToolForm.tsx';
import { inputProblemText, runErrorText } from './tool-texts.ts';

/** The result card, with its markdown renderer: fetched on the first run, never before the page is usable. */
const ToolResult = lazy(() => import('./ToolResult.tsx'));

/** Spec §4 "Tool execution": idle, executing, then the run's result (success or failure) or a failed call. */
export type ToolRunState =
  | { phase: 'idle' }
  | { phase: 'executing'; startedAt: number }
  | { phase: 'done'; result: ToolRunResult }
  | { phase: 'error'; message: string };

export interface ToolViewProps {
  tool: PublicTool;
  /** Runs the tool with the visitor's values (the public page adds the visit's session and test mode). */
  run(values: TToolValues): Promise<ToolRunResult>;
  /** Shown between the description and the form (test mode's webhook configuration). */
  beforeForm?: ReactNode;
}

const LANGUAGE_NAMES = new Map(LANGUAGES.map((language) => [language.code as string, language.nativeName]));

/** Seconds since `startedAt`, counted while a run lasts. */
function useElapsedSeconds(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** Moves the focus to a field in error (a group's first box or button). */
function focusField(id: string): void {
  const element = document.getElementById(id);
  const input = element?.matches('input, select, textarea') ? element : element?.querySelector('input');
  input?.focus();
}

/**
 * The body of a tool's page (spec §2 "Tool page"): title, description, status and language badges,
 * preview image, How It Works, the dynamic form, Execute Tool and the result card. The public page
 * and the admin builder's live preview both draw it.
 */
export function ToolView({ tool, run, beforeForm }: ToolViewProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [values, setValues] = useState<TToolValues>(() => initialToolValues(tool.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<ToolRunState>({ phase: 'idle' });
  const elapsed = useElapsedSeconds(state.phase === 'executing' ? state.startedAt : null);
  const executing = state.phase === 'executing';

  function change(fieldName: string, value: TToolFieldValue) {
    setValues((current) => ({ ...current, [fieldName]: value }));
    setErrors(({ [fieldName]: _fixed, ...rest }) => rest);
  }

  async function execute(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (executing) return;
    const current = toolFormValues(tool.fields, values);
    const problems = validateToolInput(tool.fields, current);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.fieldName, inputProblemText(problem, i18n)])));
    const first = problems[0];
    if (first) return focusField(toolFieldId(formId, first.fieldName));
    setState({ phase: 'executing', startedAt: Date.now() });
    try {
      const result = await run(current);
      setState({ phase: 'done', result });
      if (!result.success) {
        notifications.show({ color: 'red', message: t`Execution failed: ${result.error ?? ''}` });
      }
    } catch (error) {
      const message = runErrorText(error, i18n);
      setState({ phase: 'error', message });
      notifications.show({ color: 'red', message });
    }
  }

  const languageName = LANGUAGE_NAMES.get(tool.languageCode) ?? tool.languageCode;
  // The admin's texts are in the tool's language, which may not be the page's (`/{slug}/{id}/ar` of an
  // English tool): they keep their own language and direction.
  const toolText = {
    lang: tool.languageCode,
    dir: isLanguageCode(tool.languageCode) ? textDirection(tool.languageCode) : 'auto',
  } as const;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} {...toolText}>
          {tool.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={tool.status === 'published' ? 'green' : 'gray'}>
            {tool.status === 'published' ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
          </Badge>
          <Badge variant="outline" color="gray">
            <span lang={tool.languageCode}>{languageName}</span>
          </Badge>
        </Group>
        {tool.description && (
          <Text size="lg" c="dimmed" style={{ whiteSpace: 'pre-line' }} {...toolText}>
            {tool.description}
          </Text>
        )}
      </Stack>
      {tool.previewImage && (
        <Image src={tool.previewImage} alt={tool.name} radius="md" mah={420} fit="contain" loading="lazy" />
      )}
      {tool.howItWorks && (
        <Stack gap="xs" component="section" aria-labelledby={`${formId}-how`}>
          <Title order={2} size="h3" id={`${formId}-how`}>
            <Trans>How It Works</Trans>
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }} {...toolText}>
            {tool.howItWorks}
          </Text>
        </Stack>
      )}
      {beforeForm}
      <Card withBorder radius="lg" padding="lg" {...toolText}>
        <form onSubmit={(event) => void execute(event)} noValidate aria-label={tool.name}>
          <Stack gap="lg">
            <ToolFormFields formId={formId} fields={tool.fields} values={values} errors={errors} onChange={change} />
            <Group gap="sm" wrap="wrap">
              <Button type="submit" loading={executing} leftSection={<IconPlayerPlay size={18} aria-hidden />}>
                <Trans>Execute Tool</Trans>
              </Button>
              {executing && (
                <Text size="sm" c="dimmed" role="status">
                  <Trans>Running… {elapsed} s</Trans>
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      </Card>
      {state.phase === 'done' && (
        <Suspense fallback={null}>
          <ToolResult result={state.result} />
        </Suspense>
      )}
      {state.phase === 'error' && (
        <Card withBorder radius="lg" padding="lg" role="alert" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
          <Text c="red" fw={500}>
            {state.message}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
