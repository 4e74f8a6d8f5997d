import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Card, Group, List, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { countWords } from '@wordloom/shared/domain/word-count';
import {
  type TArticleTranslation,
  type TKeywordSelectResponse,
  type TOutlineOptions,
  ZArticleTranslation,
  ZKeywordIdeas,
  ZKeywordSelectResponse,
  ZOutlineOptions,
} from '@wordloom/shared/schemas/ai';
import { type ReactNode, useId } from 'react';
import type { z } from 'zod';
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

type TKeywordIdeas = z.infer<typeof ZKeywordIdeas>;

function KeywordList({ result }: { result: TKeywordIdeas }) {
  return (
    <List spacing={6}>
      {result.keywords.map(({ keyword, intent, relevance }) => (
        <List.Item key={keyword}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{keyword}</Text>
            <Badge variant="light" radius="sm" className={classes.badge}>
              {intent}
            </Badge>
          </Group>
          {relevance && (
            <Text size="sm" c="dimmed">
              {relevance}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** A labelled part of a structured answer. */
function Part({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function KeywordSelectAnswer({ result }: { result: TKeywordSelectResponse }) {
  return (
    <Stack gap="md">
      <Part label={<Trans>Titles and meta descriptions</Trans>}>
        <List spacing="sm">
          {result.titlesAndShortDescription.map(({ title, description }) => (
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
      </Part>
      {result.articleoutline.length > 0 && (
        <Part label={<Trans>Suggested outline</Trans>}>
          <List type="ordered" spacing={4}>
            {result.articleoutline.map((heading) => (
              <List.Item key={heading}>{heading}</List.Item>
            ))}
          </List>
        </Part>
      )}
      {result.promptforbody && (
        <Part label={<Trans>Brief for the body</Trans>}>
          <Text size="sm">{result.promptforbody}</Text>
        </Part>
      )}
      {result.Introduction && (
        <Part label={<Trans>Introduction</Trans>}>
          <Text size="sm">{result.Introduction}</Text>
        </Part>
      )}
      {result.key_takeaways.length > 0 && (
        <Part label={<Trans>Key takeaways</Trans>}>
          <List spacing={4}>
            {result.key_takeaways.map((takeaway) => (
              <List.Item key={takeaway}>{takeaway}</List.Item>
            ))}
          </List>
        </Part>
      )}
    </Stack>
  );
}

function OutlineOptionsAnswer({ result }: { result: TOutlineOptions }) {
  return (
    <Stack gap="md">
      {result.outlines.map((option, index) => (
        <Part
          key={`${option.angle}:${option.sections.map((section) => section.heading).join('|')}`}
          label={option.angle || <Trans>Outline {index + 1}</Trans>}
        >
          <List type="ordered" spacing={4}>
            {option.sections.map((section) => (
              <List.Item key={section.heading}>
                <Text size="sm" fw={600}>
                  {section.heading}
                </Text>
                {section.points.length > 0 && (
                  <List withPadding spacing={2} size="sm">
                    {section.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            ))}
          </List>
        </Part>
      ))}
    </Stack>
  );
}

function TranslationAnswer({ result }: { result: TArticleTranslation }) {
  return (
    <Stack gap="sm">
      <Part label={<Trans>Title</Trans>}>
        <Text fw={600}>{result.title}</Text>
      </Part>
      {result.slug && (
        <Part label={<Trans>Slug</Trans>}>
          <Text size="sm" className={classes.text}>
            {result.slug}
          </Text>
        </Part>
      )}
      {result.metaDescription && (
        <Part label={<Trans>Meta description</Trans>}>
          <Text size="sm">{result.metaDescription}</Text>
        </Part>
      )}
      {result.focusKeyphrase && (
        <Part label={<Trans>Focus keyphrase</Trans>}>
          <Text size="sm">{result.focusKeyphrase}</Text>
        </Part>
      )}
      <Part label={<Trans>Article (HTML)</Trans>}>
        <Text size="sm" className={classes.text}>
          {result.html}
        </Text>
      </Part>
    </Stack>
  );
}

/** The answer of a structured step (keywords, keyword select response, outline options, translation); null for free text. */
function resultLists(result: unknown): ReactNode {
  const keywords = ZKeywordIdeas.safeParse(result);
  if (keywords.success) return <KeywordList result={keywords.data} />;
  const keywordSelect = ZKeywordSelectResponse.safeParse(result);
  if (keywordSelect.success) return <KeywordSelectAnswer result={keywordSelect.data} />;
  const outlines = ZOutlineOptions.safeParse(result);
  if (outlines.success) return <OutlineOptionsAnswer result={outlines.data} />;
  const translation = ZArticleTranslation.safeParse(result);
  if (translation.success) return <TranslationAnswer result={translation.data} />;
  return null;
}

/** The provider failed and the built-in composer wrote the answer instead (its words were returned). */
export function FallbackNote({ problem }: { problem: GenerationProblem }) {
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
