import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Grid, Group, Modal, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ArticlePlan, sectionMarkdown, splitArticleMarkdown } from '@wordloom/shared/domain/article-markdown';
import type { TArticleSection, WriterSession } from '@wordloom/shared/schemas/article-writer';
import { useRef, useState } from 'react';
import { ArticleSectionCard } from '../article/ArticleSectionCard.tsx';
import { ConfirmDialog } from '../article/ConfirmDialog.tsx';
import { InternalLinksCard } from '../article/InternalLinksCard.tsx';
import { usePlannedParts, WritingProgress } from '../article/WritingProgress.tsx';
import { RunPanel } from '../RunPanel.tsx';
import { useWriterRun } from '../use-writer-run.ts';
import type { WriterSessionHandle } from '../use-writer-session.ts';
import { WriterStepPage } from '../WriterStepPage.tsx';
import { STEP_PATHS } from '../writer-steps.ts';

/** Step 5 (`/article-writer/generated`): the article's options, the article streaming in, each section regenerated alone. */
export function GeneratedPage({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  return (
    <WriterStepPage step="generated" sessionId={sessionId} title={t`Article`}>
      {(session, handle) => <GeneratedStep session={session} handle={handle} />}
    </WriterStepPage>
  );
}

/** A section being written again: which one, and the note it was asked with. */
interface SectionRun {
  sectionId: string;
  note: string;
}

function GeneratedStep({ session, handle }: { session: WriterSession; handle: WriterSessionHandle }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { state } = session;
  const article = state.generatedArticle;
  const articleRunner = useWriterRun(session.id);
  const [sectionRun, setSectionRun] = useState<SectionRun | null>(null);
  const sectionRunner = useWriterRun(session.id, { onDone: () => setSectionRun(null) });
  const [noteFor, setNoteFor] = useState<TArticleSection | null>(null);
  const [note, setNote] = useState('');
  /** Answers the RunPanel's question "write the whole article again?" (resolved by the dialog). */
  const rewrite = useRef<((go: boolean) => void) | null>(null);
  const [confirmingRewrite, setConfirmingRewrite] = useState(false);

  const plan: ArticlePlan = {
    outline: state.selectedOutline?.sections ?? [],
    includeKeyTakeaways: state.articleOptions.includeKeyTakeaways,
    includeFaq: state.articleOptions.includeFaq,
  };
  const parts = usePlannedParts(plan);
  const articleGeneration = articleRunner.generation;
  const writing = articleGeneration.running;
  const streamed = writing ? splitArticleMarkdown(articleGeneration.text, plan) : null;
  const writingIndex = streamed ? Math.max(0, streamed.sections.length - 1) : 0;
  const writingNumber = Math.min(writingIndex + 1, parts.length);
  const busy = writing || sectionRunner.generation.running;

  const answerRewrite = (go: boolean) => {
    setConfirmingRewrite(false);
    rewrite.current?.(go);
    rewrite.current = null;
  };
  const prepareArticle = (): Promise<string | null> => {
    if (!article) return Promise.resolve(session.id);
    setConfirmingRewrite(true);
    return new Promise((resolve) => {
      rewrite.current = (go) => resolve(go ? session.id : null);
    });
  };

  const openRegenerate = (section: TArticleSection) => {
    setNote('');
    setNoteFor(section);
  };
  const prepareSection = (): Promise<string | null> => {
    if (!noteFor) return Promise.resolve(null);
    setSectionRun({ sectionId: noteFor.id, note: note.trim() });
    setNoteFor(null);
    return Promise.resolve(session.id);
  };

  const goOn = () => {
    void handle.save({}, 'generated-article');
    void navigate({ to: STEP_PATHS['generated-article'], search: { session: session.id } });
  };

  const sectionGeneration = sectionRunner.generation;
  const regenerated = (section: TArticleSection) => {
    if (sectionRun?.sectionId !== section.id || sectionGeneration.status === 'idle') return null;
    const showsNewText = sectionGeneration.running || sectionGeneration.status === 'done';
    return {
      markdown: showsNewText && sectionGeneration.text ? sectionMarkdown(sectionGeneration.text) : section.markdown,
      streaming: sectionGeneration.running,
      footer: (
        <RunPanel
          handle={handle}
          runner={sectionRunner}
          run={{ run: 'section', sectionId: section.id, note: sectionRun.note }}
          label={t`Regenerate this section again`}
          busyLabel={t`Writing this section again…`}
          showText={false}
          variant="light"
        />
      ),
    };
  };

  return (
    <Stack gap="lg">
      {!busy && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Card withBorder radius="md" padding="md" h="100%">
              <Stack gap="sm">
                <Text fw={600}>
                  <Trans>Options</Trans>
                </Text>
                <Switch
                  label={t`Key takeaways`}
                  description={t`A short list of the article's main points after the introduction.`}
                  checked={state.articleOptions.includeKeyTakeaways}
                  onChange={(event) =>
                    void handle.save({
                      articleOptions: { ...state.articleOptions, includeKeyTakeaways: event.currentTarget.checked },
                    })
                  }
                />
                <Switch
                  label={t`FAQ section`}
                  description={t`Questions readers ask about the subject, answered at the end.`}
                  checked={state.articleOptions.includeFaq}
                  onChange={(event) =>
                    void handle.save({
                      articleOptions: { ...state.articleOptions, includeFaq: event.currentTarget.checked },
                    })
                  }
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <InternalLinksCard session={session} handle={handle} />
          </Grid.Col>
        </Grid>
      )}

      {!sectionGeneration.running && (
        <RunPanel
          handle={handle}
          runner={articleRunner}
          run={{ run: 'article' }}
          label={article ? t`Write again` : t`Write the article`}
          busyLabel={t`Writing section ${writingNumber} of ${parts.length}…`}
          prepare={prepareArticle}
          showText={false}
          variant={article ? 'default' : 'filled'}
        />
      )}

      {streamed ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {streamed.title && (
                <Title order={2} size="h3">
                  {streamed.title}
                </Title>
              )}
              {streamed.sections.map((section, index) => (
                <ArticleSectionCard
                  key={section.id}
                  heading={section.heading}
                  markdown={section.markdown}
                  streaming={index === streamed.sections.length - 1}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
            <WritingProgress parts={parts} writing={writingIndex} />
          </Grid.Col>
        </Grid>
      ) : (
        article && (
          <Stack gap="lg">
            <Title order={2} size="h3">
              {article.title}
            </Title>
            {article.sections.map((section) => {
              const again = regenerated(section);
              return (
                <ArticleSectionCard
                  key={section.id}
                  heading={section.heading}
                  markdown={again?.markdown ?? section.markdown}
                  streaming={again?.streaming}
                  footer={again?.footer}
                  onRegenerate={busy ? undefined : () => openRegenerate(section)}
                />
              );
            })}
            <Group justify="flex-end">
              <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={goOn} disabled={busy}>
                <Trans>Next</Trans>
              </Button>
            </Group>
          </Stack>
        )
      )}

      <Modal
        opened={noteFor !== null}
        onClose={() => setNoteFor(null)}
        title={t`Regenerate “${noteFor?.heading || t`Introduction`}”`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {noteFor && (
          <Stack gap="md">
            <Textarea
              label={t`Note for the writer (optional)`}
              placeholder={t`Make it shorter, add an example…`}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={3}
              data-autofocus
            />
            <Text size="sm" c="dimmed">
              <Trans>Only this section is written again; the rest of the article stays as it is.</Trans>
            </Text>
            <RunPanel
              handle={handle}
              runner={sectionRunner}
              run={{ run: 'section', sectionId: noteFor.id, note: note.trim() }}
              label={t`Regenerate`}
              busyLabel={t`Writing this section again…`}
              prepare={prepareSection}
              showText={false}
            />
          </Stack>
        )}
      </Modal>

      <ConfirmDialog
        opened={confirmingRewrite}
        title={t`Write the whole article again?`}
        confirmLabel={t`Write again`}
        onClose={() => answerRewrite(false)}
        onConfirm={() => answerRewrite(true)}
      >
        <Trans>The article written now, with every section you regenerated, is replaced by a new one.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
