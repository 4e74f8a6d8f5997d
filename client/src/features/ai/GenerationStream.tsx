import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Card, Group, List, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { countWords } from '@wordloom/shared/domain/word-count';
import { ZKeywordIdeas, ZOutline, ZTitleIdeas } from '@wordloom/shared/schemas/ai';
import { type ReactNode, useId } from 'react';
import { ErrorText } from '../errors/ErrorText.tsx';
import { CancelGenerationButton } from './CancelGenerationButton.tsx';
import classes from './GenerationStream.module.css';
import { CANCEL_FAILED, type GenerationProblem, generationProblemMessage, PROVIDER_NAMES } from './messages.ts';
import { TemplateDraftNote } from './TemplateDraftNote.tsx';
import type { Generation } from './use-generation.ts';

/** A problem's text; the "not enough words" one links to the Subscription page. */
function ProblemText({ problem, failed }: { problem: GenerationProblem; failed?: MessageDescriptor }) {
  return <ErrorText message={generationProblemMessage(problem, failed)} detail={problem.detail} />;
}

/** The lists the keyword, title and outline steps answer with; null for free text. */
function resultLists(result: unknown): ReactNode {
  const keywords = ZKeywordIdeas.safeParse(result);
  if (keywords.success) {
    return (
      <List spacing={6}>
        {keywords.data.keywords.map(({ keyword, intent }) => (
          <List.Item key={keyword}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{keyword}</Text>
              {intent && (
                <Badge variant="light" radius="sm" className={classes.badge}>
                  {intent}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    );
  }
  const titles = ZTitleIdeas.safeParse(result);
  if (titles.success) {
    return (
      <List spacing="sm">
        {titles.data.titles.map(({ title, description }) => (
          <List.Item key={title}>
            <Text fw={600}>{title}</Text>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    );
  }
  const outline = ZOutline.safeParse(result);
  if (outline.success) {
    return (
      <List type="ordered" spacing={6}>
        {outline.data.headings.map((heading) => (
          <List.Item key={heading}>{heading}</List.Item>
        ))}
      </List>
    );
  }
  return null;
}

function FallbackNote({ problem }: { problem: GenerationProblem }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={20} />}
      title={<Trans>The AI provider failed, so a template draft was written instead</Trans>}
    >
      <Text size="sm">
        <ProblemText problem={problem} />{' '}
        <Trans>The words reserved for it were returned: a template draft is not charged.</Trans>
      </Text>
    </Alert>
  );
}

function StreamProgress({ generation }: { generation: Generation }) {
  const wordsSoFar = countWords(generation.text);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {generation.status === 'starting' ? (
              <Trans>Starting…</Trans>
            ) : (
              <Plural value={wordsSoFar} one="# word so far" other="# words so far" />
            )}
          </Text>
          {generation.heldWords !== null && (
            <Text size="xs" c="dimmed">
              <Plural value={generation.heldWords} one="(# word reserved)" other="(# words reserved)" />
            </Text>
          )}
        </Group>
        <CancelGenerationButton generation={generation} />
      </Group>
      {generation.cancelProblem && (
        <Text size="sm" c="red" role="alert">
          <ProblemText problem={generation.cancelProblem} failed={CANCEL_FAILED} />
        </Text>
      )}
      {generation.reconnecting && (
        <Text size="sm" c="orange">
          <Trans>The connection dropped. Reconnecting; the text continues where it stopped…</Trans>
        </Text>
      )}
    </Stack>
  );
}

/**
 * A generation as it happens: the text while it streams in, its progress and a Cancel button,
 * then the words charged, the lists of the structured steps, or why it failed.
 */
export function GenerationStream({ generation }: { generation: Generation }) {
  const { i18n } = useLingui();
  const titleId = useId();
  if (generation.status === 'idle') return null;
  const lists = generation.status === 'done' ? resultLists(generation.result) : null;
  const charged = i18n.number(generation.words ?? 0);
  const wordsWritten = countWords(generation.text);
  const source = generation.provider
    ? [i18n._(PROVIDER_NAMES[generation.provider]), generation.model].filter(Boolean).join(' · ')
    : null;
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            <Trans>Result</Trans>
          </Title>
          {source && (
            <Badge variant="outline" radius="sm" className={classes.badge}>
              {source}
            </Badge>
          )}
        </Group>
        {generation.fallback && <FallbackNote problem={generation.fallback} />}
        {generation.templateDraft && <TemplateDraftNote />}
        {generation.running && <StreamProgress generation={generation} />}
        {lists ? (
          <>
            {lists}
            <details className={classes.rawAnswer}>
              <summary>
                <Trans>Raw answer</Trans>
              </summary>
              <Text component="div" size="sm" className={classes.text}>
                {generation.text}
              </Text>
            </details>
          </>
        ) : (
          // Not a live region: read word by word it would drown everything else; the status
          // below says once when it is complete.
          (generation.running || generation.text) && (
            <Text component="div" className={classes.text} aria-busy={generation.running}>
              {generation.text}
            </Text>
          )
        )}
        <VisuallyHidden role="status">
          {generation.status === 'done' && (
            <Plural value={wordsWritten} one="Generation finished: # word" other="Generation finished: # words" />
          )}
        </VisuallyHidden>
        {generation.status === 'done' && (
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
            <Text fw={600}>
              <Trans>Words charged: {charged}</Trans>
            </Text>
          </Group>
        )}
        {generation.status === 'done' && generation.truncated && (
          <Text size="sm" c="dimmed">
            <Trans>The text reached the words reserved for it and was cut there.</Trans>
          </Text>
        )}
        {generation.status === 'cancelled' && (
          <Text c="dimmed">
            <Trans>Generation cancelled.</Trans>
          </Text>
        )}
        {generation.error && (
          <Alert color="red" radius="md" icon={<IconAlertCircle size={20} />} title={<Trans>Generation failed</Trans>}>
            <ProblemText problem={generation.error} />
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
