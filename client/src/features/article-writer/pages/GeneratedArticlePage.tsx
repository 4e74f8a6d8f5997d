import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { articleBodyHtml, articleBodyMarkdown } from '@wordloom/shared/domain/article-markdown';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { SEO_THRESHOLDS } from '@wordloom/shared/domain/seo-score';
import type { TGeneratedArticle, WriterSession } from '@wordloom/shared/schemas/article-writer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ArticleMarkdown } from '../article/ArticleMarkdown.tsx';
import { ConfirmDialog } from '../article/ConfirmDialog.tsx';
import { LinkCheckPanel } from '../links/LinkCheckPanel.tsx';
import { SavedLinksEditor } from '../links/SavedLinksEditor.tsx';
import { SeoScorePanel } from '../seo/SeoScorePanel.tsx';
import { useTypingSave } from '../use-typing-save.ts';
import type { WriterSessionHandle } from '../use-writer-session.ts';
import { WriterStepPage } from '../WriterStepPage.tsx';

/** How long typing pauses before the title or meta description is saved. */
const TITLE_LIMITS = SEO_THRESHOLDS.titleLength.good;
const META_LIMITS = SEO_THRESHOLDS.metaDescriptionLength.good;

/** Step 6 (`/article-writer/generated-article`): the article reviewed, scored, its links checked, then saved. */
export function GeneratedArticlePage({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  return (
    <WriterStepPage step="generated-article" sessionId={sessionId} title={t`Review`}>
      {(session, handle) => <ReviewStep session={session} handle={handle} />}
    </WriterStepPage>
  );
}

function ReviewStep({ session, handle }: { session: WriterSession; handle: WriterSessionHandle }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { state } = session;
  // The page is only shown once the article exists (stepIsReady).
  const article = state.generatedArticle as TGeneratedArticle;
  const keyword = state.keywordForm.keyword;
  const [title, setTitle] = useState(article.title);
  const [metaDescription, setMetaDescription] = useState(article.metaDescription);
  const [confirmingSaveAgain, setConfirmingSaveAgain] = useState(false);

  const { save } = handle;
  const typing = useTypingSave(save);

  const edit = (next: { title: string; metaDescription: string }) => {
    setTitle(next.title);
    setMetaDescription(next.metaDescription);
    // The session keeps a title: an emptied field is not saved until it has one again.
    if (next.title.trim() === '') {
      typing.cancel();
      return;
    }
    const current = handle.session?.state.generatedArticle ?? article;
    typing.saveSoon({
      generatedArticle: { ...current, title: next.title.trim(), metaDescription: next.metaDescription.trim() },
    });
  };

  const saveArticle = trpc.articleWriter.saveArticle.useMutation();
  const utils = trpc.useUtils();
  const saveAndOpen = async (open: boolean) => {
    setConfirmingSaveAgain(false);
    await typing.flush();
    saveArticle.mutate(
      { sessionId: session.id },
      {
        onSuccess: ({ articleId }) => {
          void utils.articleWriter.sessions.get.invalidate({ sessionId: session.id });
          void utils.articleWriter.sessions.list.invalidate();
          if (open) void navigate({ to: '/article-writer/edit', search: { id: articleId } });
          else notifications.show({ color: 'green', message: t`The saved article now has this version.` });
        },
        onError: (error) => notifications.show({ color: 'red', message: i18n._(errorMessage(error)) }),
      },
    );
  };

  // Spec: the broken-link check runs by itself when it was asked for on step 1, once, if it never ran.
  const autoCheck = trpc.articleWriter.checkLinks.useMutation({
    onSuccess: (checked) => utils.articleWriter.sessions.get.setData({ sessionId: checked.id }, checked),
  });
  const checkedOnce = useRef(false);
  const wantsCheck = state.keywordForm.brokenLinks && state.brokenLinkResults.length === 0;
  const { mutate: startCheck } = autoCheck;
  useEffect(() => {
    if (!wantsCheck || checkedOnce.current) return;
    checkedOnce.current = true;
    startCheck({ sessionId: session.id });
  }, [wantsCheck, startCheck, session.id]);

  const liveArticle = { ...article, title: title.trim() || article.title, metaDescription };
  const html = useMemo(() => articleBodyHtml(article), [article]);
  const bodyMarkdown = useMemo(() => articleBodyMarkdown(article), [article]);
  const siteOrigins = typeof window === 'undefined' ? [] : [window.location.origin];
  const internalLinks = state.internalLinks.filter((link) => link.selected);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <TextInput
                label={t`Title`}
                value={title}
                maxLength={300}
                onChange={(event) => edit({ title: event.currentTarget.value, metaDescription })}
                error={title.trim() === '' ? t`The article needs a title.` : undefined}
                description={t`${i18n.number(title.trim().length)} characters · ${TITLE_LIMITS.min}–${TITLE_LIMITS.max} show in full in search results`}
              />
              <Textarea
                label={t`Meta description`}
                value={metaDescription}
                maxLength={320}
                autosize
                minRows={2}
                onChange={(event) => edit({ title, metaDescription: event.currentTarget.value })}
                description={t`${i18n.number(metaDescription.trim().length)} characters · ${META_LIMITS.min}–${META_LIMITS.max} is best`}
              />
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg" component="article" aria-label={t`Article preview`}>
            <Stack gap="md">
              <Title order={2}>{liveArticle.title}</Title>
              {article.sections.map((section) => (
                <Stack key={section.id} gap="xs">
                  {section.heading && <Title order={3}>{section.heading}</Title>}
                  <ArticleMarkdown markdown={section.markdown} headingOrder={4} />
                </Stack>
              ))}
            </Stack>
          </Card>

          <SaveActions
            articleId={session.articleId}
            saving={saveArticle.isPending}
            onSave={() => void saveAndOpen(true)}
            onSaveAgain={() => setConfirmingSaveAgain(true)}
          />
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <SeoScorePanel
            keyphrase={keyword}
            title={liveArticle.title}
            metaDescription={metaDescription}
            slug={slugify(keyword)}
            html={html}
            languageCode={state.keywordForm.language}
            siteOrigins={siteOrigins}
          />
          {autoCheck.isPending && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">
                <Trans>Checking the article's links…</Trans>
              </Text>
            </Group>
          )}
          {autoCheck.isError && (
            <Alert color="red" radius="md" role="alert" title={t`The links could not be checked`}>
              <Text size="sm">{i18n._(errorMessage(autoCheck.error))}</Text>
            </Alert>
          )}
          <LinkCheckPanel handle={handle} />
          <SavedLinksEditor handle={handle} />
          <Card withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Title order={3} size="h4">
                <Trans>Internal links</Trans>
              </Title>
              {internalLinks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>The article links to none of your other articles.</Trans>
                </Text>
              ) : (
                <List spacing={6} size="sm">
                  {internalLinks.map((link) => (
                    <List.Item key={link.articleId}>
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm">{link.title}</Text>
                        {bodyMarkdown.includes(link.path) ? (
                          <Badge color="teal" variant="light">
                            <Trans>Linked</Trans>
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            <Trans>Not linked in the text</Trans>
                          </Badge>
                        )}
                      </Group>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>

      <ConfirmDialog
        opened={confirmingSaveAgain}
        title={t`Replace the saved article’s content?`}
        confirmLabel={t`Save again`}
        loading={saveArticle.isPending}
        onClose={() => setConfirmingSaveAgain(false)}
        onConfirm={() => void saveAndOpen(false)}
      >
        <Trans>
          The article saved to My Articles gets this title, meta description and text, replacing what it has now,
          including changes made in the editor.
        </Trans>
      </ConfirmDialog>
    </Grid>
  );
}

interface SaveActionsProps {
  articleId: string | null;
  saving: boolean;
  onSave: () => void;
  onSaveAgain: () => void;
}

/** Save and edit for a new article; for one saved before, open it, or overwrite it with this version. */
function SaveActions({ articleId, saving, onSave, onSaveAgain }: SaveActionsProps) {
  if (!articleId) {
    return (
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} onClick={onSave}>
          <Trans>Save and edit</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" align="flex-end">
      <Text size="sm" c="dimmed">
        <Trans>This article is saved in My Articles.</Trans>
      </Text>
      <Group gap="sm" justify="flex-end" wrap="wrap">
        <Button variant="default" loading={saving} onClick={onSaveAgain}>
          <Trans>Save again</Trans>
        </Button>
        <Button
          leftSection={<IconExternalLink size={16} aria-hidden />}
          renderRoot={(props) => <Link {...props} to="/article-writer/edit" search={{ id: articleId }} />}
        >
          <Trans>Open in editor</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
