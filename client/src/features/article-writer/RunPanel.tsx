import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { RequestExtras } from '@wordloom/shared/domain/article-writer';
import type { TWriterSessionState } from '@wordloom/shared/schemas/article-writer';
import { useId } from 'react';
import { CancelGenerationButton } from '../ai/CancelGenerationButton.tsx';
import { FallbackNote } from '../ai/GenerationStream.tsx';
import { generationProblemMessage } from '../ai/messages.ts';
import { TemplateDraftNote } from '../ai/TemplateDraftNote.tsx';
import type { Generation } from '../ai/use-generation.ts';
import { ErrorText } from '../errors/ErrorText.tsx';
import { useWriterRun, type WriterRunInput } from './use-writer-run.ts';
import type { WriterSessionHandle } from './use-writer-session.ts';
import { wordsHeld } from './words-held.ts';

/** A run without its session: the panel adds it (step 1 creates its session on the first click). */
type RunRequest = WriterRunInput extends infer Run
  ? Run extends WriterRunInput
    ? Omit<Run, 'sessionId'> & { sessionId?: string }
    : never
  : never;

export interface RunPanelProps {
  /** The session the run works on; null on step 1 before the session exists (`prepare` creates it). */
  handle: WriterSessionHandle | null;
  run: RunRequest;
  /** The button's text ("Find keywords"); the words it holds are added to it. */
  label: string;
  /** The progress line while it runs ("Finding keywords…"). */
  busyLabel: string;
  /**
   * After the run succeeded and the session was read again (to go on to the next step). With
   * `runner`, give it to that `useWriterRun` instead.
   */
  onDone?: (sessionId: string) => void;
  /**
   * The state the words held are estimated from, when the page holds changes not saved yet
   * (step 1's form); by default the session's.
   */
  state?: TWriterSessionState;
  extras?: RequestExtras;
  /**
   * Runs on the click before the writer starts: checks and saves what the page holds, and answers
   * the session to run on, or null to stop (the page shows why). A page with `prepare` keeps the
   * button enabled when the estimate is unknown, so its own check can say what is missing.
   */
  prepare?: () => Promise<string | null>;
  /** Why the run cannot start yet, shown under the disabled button. */
  disabledReason?: string | null;
  /** Show the text as it streams in (pages that render the stream themselves turn it off). */
  showText?: boolean;
  /** The button submits this form too, so Enter in its fields starts the run. */
  formId?: string;
  variant?: 'filled' | 'light' | 'default';
  /** Follow the run with the page's own runner (a page that also renders its stream). */
  runner?: ReturnType<typeof useWriterRun>;
}

/**
 * The button that starts one writer call of the article writer, showing the words it will hold
 * before it runs; while it runs, what it is doing, the words held, Cancel and the text so far;
 * then the template-draft and fallback notes or what went wrong. Everything the user entered
 * stays as it was whatever happens: the run only adds its answer to the session.
 */
export function RunPanel(props: RunPanelProps) {
  const ownRunner = useWriterRun(props.handle?.session?.id ?? null, { onDone: props.onDone });
  const runner = props.runner ?? ownRunner;
  return <RunPanelView {...props} runner={runner} />;
}

function RunPanelView({
  handle,
  run,
  label,
  busyLabel,
  state,
  extras,
  prepare,
  disabledReason,
  showText = true,
  formId,
  variant = 'filled',
  runner,
}: RunPanelProps & { runner: ReturnType<typeof useWriterRun> }) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const { generation } = runner;
  const session = handle?.session;
  const estimateFrom = state ?? session?.state;
  const held = estimateFrom ? wordsHeld(estimateFrom, { ...run, sessionId: session?.id ?? '' }, extras) : null;
  const notReady = held === null && !prepare ? t`This step needs the steps before it first.` : null;
  const reason = disabledReason ?? notReady;

  const start = async () => {
    const sessionId = prepare ? await prepare() : (session?.id ?? null);
    if (!sessionId) return;
    runner.run({ ...run, sessionId } as WriterRunInput);
  };

  if (generation.running) {
    return <RunProgress generation={generation} busyLabel={busyLabel} held={held} showText={showText} />;
  }

  const heldText = held === null ? null : i18n.number(held);
  return (
    <Stack gap="sm">
      {generation.fallback && <FallbackNote problem={generation.fallback} />}
      {generation.templateDraft && generation.status === 'done' && <TemplateDraftNote />}
      {generation.status === 'cancelled' && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Cancelled. Everything you entered is still here.</Trans>
        </Text>
      )}
      {generation.error && (
        <Alert
          color="red"
          radius="md"
          icon={<IconAlertCircle size={20} />}
          title={<Trans>The writer could not finish this step</Trans>}
          role="alert"
        >
          <Stack gap={4}>
            <Text size="sm">
              <ErrorText message={generationProblemMessage(generation.error)} detail={generation.error.detail} />
            </Text>
            <Text size="sm">
              <Trans>Everything you entered is still here, and the words held for it were returned.</Trans>
            </Text>
          </Stack>
        </Alert>
      )}
      {generation.status === 'done' && generation.words !== null && (
        <Group gap="xs" wrap="nowrap" role="status">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm">
            <Plural value={generation.words} one="Done: # word charged." other="Done: # words charged." />
          </Text>
        </Group>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          type={formId ? 'submit' : 'button'}
          form={formId}
          variant={variant}
          onClick={() => void start()}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          styles={{ label: { whiteSpace: 'normal' } }}
          h="auto"
          mih={36}
          py={6}
        >
          {heldText === null ? (
            label
          ) : (
            <Trans>
              {label} · holds {heldText} words
            </Trans>
          )}
        </Button>
      </Group>
      {reason && (
        <Text size="sm" c="dimmed" id={reasonId}>
          {reason}
        </Text>
      )}
    </Stack>
  );
}

function RunProgress({
  generation,
  busyLabel,
  held,
  showText,
}: {
  generation: Generation;
  busyLabel: string;
  held: number | null;
  showText: boolean;
}) {
  const { i18n } = useLingui();
  const heldWords = generation.heldWords ?? held;
  return (
    <Stack gap="sm">
      {generation.fallback && <FallbackNote problem={generation.fallback} />}
      {generation.templateDraft && <TemplateDraftNote />}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            {busyLabel}
          </Text>
          {heldWords !== null && (
            <Text size="xs" c="dimmed">
              <Trans>{i18n.number(heldWords)} words held</Trans>
            </Text>
          )}
        </Group>
        <CancelGenerationButton generation={generation} />
      </Group>
      {generation.cancelProblem && (
        <Text size="sm" c="red" role="alert">
          <ErrorText message={generationProblemMessage(generation.cancelProblem)} />
        </Text>
      )}
      {generation.reconnecting && (
        <Text size="sm" c="orange">
          <Trans>The connection dropped. Reconnecting; the text continues where it stopped…</Trans>
        </Text>
      )}
      {showText && generation.text && (
        // Not a live region: read word by word it would drown the page; the status line says what runs.
        <ScrollArea.Autosize mah={160} type="auto">
          <Text component="pre" size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'pre-wrap' }} m={0}>
            {generation.text}
          </Text>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
