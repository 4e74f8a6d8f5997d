import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { TKeywordIdea } from '@wordloom/shared/schemas/ai';
import type { TSelectedKeyword, WriterSession } from '@wordloom/shared/schemas/article-writer';
import { type FormEvent, useId, useState } from 'react';
import { RunPanel } from '../RunPanel.tsx';
import { useWriterRun } from '../use-writer-run.ts';
import type { WriterSessionHandle } from '../use-writer-session.ts';
import { WriterStepPage } from '../WriterStepPage.tsx';
import { SEARCH_INTENT_NAMES } from '../writer-messages.ts';
import { STEP_PATHS } from '../writer-steps.ts';

/** A badge's label is never cut to an ellipsis: the table's column grows to hold it. */
const WHOLE_LABEL = { label: { overflow: 'visible' } };
/** The titles step takes at most this many keywords (ZArticleTitleInputs). */
const MAX_KEPT_KEYWORDS = 30;
/** The session keeps at most this many keywords, offered and added (ZWriterSessionState). */
const MAX_LISTED_KEYWORDS = 60;

const sameKeyword = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Every keyword on the page: the ideas in their order, then the user's own; each kept or not as saved. */
export function keywordRows(session: WriterSession): TSelectedKeyword[] {
  const saved = session.state.selectedKeywords;
  const ideas = session.state.keywordResponse?.keywords ?? [];
  const offered = ideas.map((idea) => ({
    keyword: idea.keyword,
    isSelected: saved.find((entry) => sameKeyword(entry.keyword, idea.keyword))?.isSelected ?? false,
  }));
  const own = saved.filter((entry) => !ideas.some((idea) => sameKeyword(idea.keyword, entry.keyword)));
  return [...offered, ...own];
}

/** Step 2: the related keywords the writer found, to keep or not, and the user's own. */
export function SelectKeywordsPage({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  return (
    <WriterStepPage step="select-keywords" sessionId={sessionId} title={t`Choose your keywords`}>
      {(session, handle) => <KeywordChoice session={session} handle={handle} />}
    </WriterStepPage>
  );
}

function KeywordChoice({ session, handle }: { session: WriterSession; handle: WriterSessionHandle }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const tableCaptionId = useId();
  const [ownKeyword, setOwnKeyword] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const regenerate = useWriterRun(session.id);
  const titles = useWriterRun(session.id, {
    onDone: (id) => void navigate({ to: STEP_PATHS['title-description'], search: { session: id } }),
  });

  const rows = keywordRows(session);
  const ideas = new Map<string, TKeywordIdea>(
    (session.state.keywordResponse?.keywords ?? []).map((idea) => [idea.keyword.toLocaleLowerCase(), idea]),
  );
  const ideaOf = (keyword: string) => ideas.get(keyword.toLocaleLowerCase());
  const showsVolume = [...ideas.values()].some((idea) => idea.volume != null);
  const showsDifficulty = [...ideas.values()].some((idea) => idea.difficulty != null);
  const competingPages = session.state.keywordResponse?.competingPages ?? [];
  const keptCount = rows.filter((row) => row.isSelected).length;
  const running = regenerate.generation.running || titles.generation.running;

  const saveRows = (next: TSelectedKeyword[]) => handle.save({ selectedKeywords: next });
  const toggle = (keyword: string, isSelected: boolean) =>
    void saveRows(rows.map((row) => (row.keyword === keyword ? { ...row, isSelected } : row)));
  const selectAll = (isSelected: boolean) => void saveRows(rows.map((row) => ({ ...row, isSelected })));

  const addOwn = (event: FormEvent) => {
    event.preventDefault();
    const keyword = ownKeyword.trim();
    if (keyword === '') return setOwnError(t`Please enter a keyword.`);
    if (rows.some((row) => sameKeyword(row.keyword, keyword)))
      return setOwnError(t`This keyword is already in the list.`);
    if (rows.length >= MAX_LISTED_KEYWORDS)
      return setOwnError(t`The list is full: remove the selection of a keyword you do not need.`);
    setOwnError(null);
    setOwnKeyword('');
    void saveRows([...rows, { keyword, isSelected: true }]);
  };

  const nextReason = running
    ? t`Wait for the writer to finish.`
    : keptCount === 0
      ? t`Select at least one keyword.`
      : keptCount > MAX_KEPT_KEYWORDS
        ? t`Keep at most ${MAX_KEPT_KEYWORDS} keywords.`
        : null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" id={tableCaptionId}>
              <Trans>
                Keep the keywords the article should cover: {keptCount} of {rows.length} selected.
              </Trans>
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => selectAll(true)} disabled={rows.length === 0}>
                <Trans>Select all</Trans>
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => selectAll(false)} disabled={keptCount === 0}>
                <Trans>Select none</Trans>
              </Button>
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" aria-describedby={tableCaptionId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Trans>Keep</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Keyword</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Intent</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Why it fits</Trans>
                  </Table.Th>
                  {showsVolume && (
                    <Table.Th ta="end">
                      <Trans>Monthly searches</Trans>
                    </Table.Th>
                  )}
                  {showsDifficulty && (
                    <Table.Th ta="end">
                      <Trans>Difficulty</Trans>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const idea = ideaOf(row.keyword);
                  return (
                    <Table.Tr key={row.keyword}>
                      <Table.Td>
                        <Checkbox
                          checked={row.isSelected}
                          onChange={(event) => toggle(row.keyword, event.currentTarget.checked)}
                          aria-label={row.keyword}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {row.keyword}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {idea ? (
                          <Badge variant="light" radius="sm" tt="none" styles={WHOLE_LABEL}>
                            {i18n._(SEARCH_INTENT_NAMES[idea.intent])}
                          </Badge>
                        ) : (
                          <Badge variant="outline" color="gray" radius="sm" tt="none" styles={WHOLE_LABEL}>
                            <Trans>Your keyword</Trans>
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {idea?.relevance}
                        </Text>
                      </Table.Td>
                      {showsVolume && (
                        <Table.Td ta="end">{idea?.volume != null ? i18n.number(idea.volume) : '–'}</Table.Td>
                      )}
                      {showsDifficulty && (
                        <Table.Td ta="end">{idea?.difficulty != null ? i18n.number(idea.difficulty) : '–'}</Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <form onSubmit={addOwn} noValidate>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label={t`Add your own keyword`}
                value={ownKeyword}
                maxLength={200}
                onChange={(event) => {
                  setOwnKeyword(event.currentTarget.value);
                  setOwnError(null);
                }}
                error={ownError}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" variant="light" leftSection={<IconPlus size={16} />} mt={{ base: 0, xs: 25 }}>
                <Trans>Add</Trans>
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>

      {competingPages.length > 0 && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${tableCaptionId}-serp`}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={`${tableCaptionId}-serp`}>
              <Trans>What ranks today</Trans>
            </Title>
            <List type="ordered" spacing="sm">
              {competingPages.map((page) => (
                <List.Item key={page.url}>
                  <Anchor href={page.url} target="_blank" rel="noopener noreferrer nofollow" fw={600}>
                    {page.title}
                  </Anchor>
                  {page.snippet && (
                    <Text size="sm" c="dimmed">
                      {page.snippet}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      )}

      <Group gap="md" align="flex-start" wrap="wrap" justify="space-between">
        <RunPanel
          handle={handle}
          runner={regenerate}
          run={{ run: 'keywords' }}
          variant="default"
          label={t`Regenerate keywords`}
          busyLabel={t`Finding keywords…`}
          disabledReason={titles.generation.running ? t`Wait for the writer to finish.` : null}
        />
        <RunPanel
          handle={handle}
          runner={titles}
          run={{ run: 'titles' }}
          label={t`Next: write titles`}
          busyLabel={t`Writing titles and descriptions…`}
          disabledReason={regenerate.generation.running ? t`Wait for the writer to finish.` : nextReason}
          prepare={async () => {
            // The selection's last change is sent before the writer reads it.
            const saved = await handle.save({ selectedKeywords: rows });
            return saved ? session.id : null;
          }}
        />
      </Group>
    </Stack>
  );
}
