import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle, IconDeviceFloppy, IconLock, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { extractMedia, imageSourcesToUpload } from '@wordloom/shared/domain/linkedin-media';
import { LINKEDIN_MAX_CHARACTERS, linkedInLength, toLinkedInText } from '@wordloom/shared/domain/linkedin-text';
import { countWords, estimateWords } from '@wordloom/shared/domain/word-count';
import { AppErrorCode } from '@wordloom/shared/errors';
import { type TLinkedInPost, type TPostFields, ZCreatePost } from '@wordloom/shared/schemas/linkedin';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { appErrorCode, appErrorText, isNetworkFailure } from '../../../lib/errors.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { CancelGenerationButton } from '../../ai/CancelGenerationButton.tsx';
import { TemplateDraftNote } from '../../ai/TemplateDraftNote.tsx';
import type { Generation } from '../../ai/use-generation.ts';
import { ErrorText } from '../../errors/ErrorText.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { CharacterCounter } from '../editor/CharacterCounter.tsx';
import { PostEditor } from '../editor/PostEditor.tsx';
import { showMarkdown, usePostEditor } from '../editor/use-post-editor.ts';
import { LinkedInPreview, type PreviewMedia } from '../preview/LinkedInPreview.tsx';
import { PublishControls } from '../publish/PublishControls.tsx';
import { MediaAttachments } from './MediaAttachments.tsx';
import {
  ACTIONABLE_GENERATION_PROBLEMS,
  CREATE_FAILED,
  FILE_UPLOAD_FAILED,
  formRuleMessage,
  IMAGE_UPLOAD_FAILED,
  POST_SAVED,
  UPDATE_FAILED,
  UPDATE_FAILED_TITLE,
} from './messages.ts';
import { PostDetailsFields, type TemplateChoices } from './PostDetailsFields.tsx';
import classes from './PostWorkspace.module.css';
import {
  clearingEmptyFields,
  followedTemplate,
  generateInput,
  newPostValues,
  type PostFormValues,
  postFields,
  postValues,
  ZGenerateForm,
} from './post-form.ts';
import { type AttachRefusal, usePostMedia } from './use-post-media.ts';

/** Live progress of the text being written into the editor, with a way to stop it. */
function GenerationProgress({ generation }: { generation: Generation }) {
  const words = countWords(generation.text);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" className={classes.progress}>
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm" c="dimmed" aria-live="off">
          {generation.status === 'starting' ? (
            <Trans>Starting…</Trans>
          ) : (
            <Plural value={words} one="Writing: # word so far" other="Writing: # words so far" />
          )}
        </Text>
      </Group>
      <CancelGenerationButton generation={generation} />
    </Group>
  );
}

/** The words the generation will hold, and what the balance has. */
function GenerateCost({ values, id }: { values: PostFormValues; id: string }) {
  const { i18n } = useLingui();
  const account = trpc.words.account.useQuery(undefined, SHOWS_OWN_ERRORS);
  const held = estimateWords({
    kind: 'linkedin_post',
    inputs: {
      topic: values.topic,
      language: values.language,
      postLength: values.postLength,
      writingStyle: values.writingStyle,
    },
  });
  const heldText = i18n.number(held);
  const balance = account.data ? i18n.number(account.data.availableWords) : null;
  const short = account.data !== undefined && account.data.availableWords < held;
  return (
    <Stack gap={4} id={id}>
      <Text size="sm" c="dimmed">
        {balance === null ? (
          <Trans>Holds up to {heldText} words while it writes; you are charged the words written.</Trans>
        ) : (
          <Trans>
            Holds up to {heldText} words while it writes; you are charged the words written. Your balance: {balance}{' '}
            words.
          </Trans>
        )}
      </Text>
      {short && (
        <Text size="sm" c="orange.8">
          <Trans>
            Your balance is below what this length holds. Choose a shorter post, or get more words on the{' '}
            <Anchor component={Link} to="/subscription" inherit fw={600}>
              Subscription page
            </Anchor>
            .
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

interface PostWorkspaceProps {
  /** The post being edited; a new post when absent. */
  post: TLinkedInPost | undefined;
  /** A new post starts from this template ("Use template" on the Templates page). */
  templateId: string | undefined;
  templates: TemplateChoices;
  generation: Generation;
  authorName: string;
  /** A new post was saved by hand: the page goes on editing it. */
  onCreated: (post: TLinkedInPost) => void;
}

/**
 * Everything about one post: its inputs and Generate, the editor the text streams into, its
 * media, the counter against LinkedIn's limit, Save, and beside it LinkedIn's preview.
 */
export function PostWorkspace({ post, templateId, templates, generation, authorName, onCreated }: PostWorkspaceProps) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const costId = useId();
  const allTemplates = useMemo(() => [...templates.own, ...templates.library], [templates.own, templates.library]);

  const startingTemplate = allTemplates.find((template) => template.id === templateId);
  // An address naming a template that is not in the list (since deleted) starts a post by topic.
  const startingTemplateId = startingTemplate || templates.status !== 'success' ? templateId : undefined;
  const form = useSchemaForm({
    initialValues: post ? postValues(post) : newPostValues(startingTemplateId, startingTemplate),
    schema: ZGenerateForm,
    toInput: (values) => generateInput(values, followedTemplate(values, allTemplates, post)),
    messageOf: formRuleMessage,
  });

  const published = post?.status === 'published';
  const [content, setContent] = useState(post?.content ?? '');
  const [unicodeStyles, setUnicodeStyles] = useState(post?.unicodeStyles ?? false);

  const editor = usePostEditor({
    initialMarkdown: content,
    label: t`Post text`,
    editable: !published && !generation.running,
    onMarkdownChange: setContent,
    onImageUploadFailed: () => notifications.show({ color: 'red', message: i18n._(IMAGE_UPLOAD_FAILED) }),
  });

  const imagesInText = useMemo(
    () => extractMedia({ content }).filter((item) => item.type === 'image').length,
    [content],
  );
  const media = usePostMedia({
    saved: post,
    imagesInText,
    onRefused: (reason: AttachRefusal) =>
      notifications.show({
        color: 'red',
        message: i18n._(
          reason === 'too-many'
            ? appErrorText(AppErrorCode.TOO_MANY_MEDIA)
            : reason === 'upload-failed-image'
              ? IMAGE_UPLOAD_FAILED
              : FILE_UPLOAD_FAILED,
        ),
      }),
  });

  // The text streams into the editor as it is written; once the generation ends, what it wrote
  // is the post's text (a failed one puts back what the editor held before).
  const textBeforeGeneration = useRef(content);
  const lastStatus = useRef(generation.status);
  useEffect(() => {
    if (generation.running) showMarkdown(editor, generation.text);
  }, [editor, generation.running, generation.text]);
  useEffect(() => {
    if (lastStatus.current === generation.status) return;
    lastStatus.current = generation.status;
    if (generation.status === 'done' || generation.status === 'cancelled') {
      showMarkdown(editor, generation.text);
      setContent(editor.getMarkdown());
    } else if (generation.status === 'error') {
      showMarkdown(editor, textBeforeGeneration.current);
      setContent(textBeforeGeneration.current);
    }
  }, [editor, generation.status, generation.text]);

  const generate = trpc.linkedin.posts.generate.useMutation();
  const startGeneration = {
    reset: () => undefined,
    mutate: (input: ReturnType<typeof generateInput>) => {
      textBeforeGeneration.current = content;
      generation.startThrough((idempotencyKey) => generate.mutateAsync({ ...input, idempotencyKey }));
    },
  };

  const markdown = generation.running ? generation.text : content;
  const linkedInText = useMemo(() => toLinkedInText(markdown, { unicodeStyles }), [markdown, unicodeStyles]);
  const length = linkedInLength(linkedInText);
  const tooLong = length > LINKEDIN_MAX_CHARACTERS;
  // Images pasted into the text keep their local address until their upload is done.
  const uploading = media.uploading || imageSourcesToUpload(markdown).length > 0;
  const previewMedia = useMemo(() => {
    const inText: PreviewMedia[] = extractMedia({ content: markdown }).map(({ src, type, title, alt }) => ({
      src,
      type,
      title: alt || title,
    }));
    return [...inText, ...media.previewMedia];
  }, [markdown, media.previewMedia]);

  const create = trpc.linkedin.posts.create.useMutation();
  const update = trpc.linkedin.posts.update.useMutation();
  const saving = create.isPending || update.isPending;

  function saveFailed(error: unknown, fallback: typeof UPDATE_FAILED) {
    const code = appErrorCode(error);
    // The spec's own text, unless the server said what to fix.
    const specific = code && code !== AppErrorCode.INTERNAL && !isNetworkFailure(error);
    notifications.show({
      color: 'red',
      title: post ? i18n._(UPDATE_FAILED_TITLE) : undefined,
      message: i18n._(specific ? appErrorText(code) : fallback),
    });
  }

  function saved(savedPost: TLinkedInPost) {
    notifications.show({ color: 'green', message: i18n._(POST_SAVED) });
    utils.linkedin.posts.get.setData({ id: savedPost.id }, savedPost);
    void utils.linkedin.posts.list.invalidate();
  }

  function save() {
    const template = followedTemplate(form.values, allTemplates, post);
    const fields: TPostFields = postFields(form.values, template, {
      content,
      mediaUrls: media.mediaUrls,
      unicodeStyles,
    });
    const checked = ZCreatePost.safeParse(fields);
    if (!checked.success) {
      notifications.show({
        color: 'red',
        title: post ? i18n._(UPDATE_FAILED_TITLE) : undefined,
        message: i18n._(appErrorText(AppErrorCode.VALIDATION)),
      });
      return;
    }
    if (post) {
      // A published post's text and media are what LinkedIn shows: only its other fields change.
      const {
        content: _content,
        mediaUrls: _mediaUrls,
        unicodeStyles: _unicodeStyles,
        ...details
      } = clearingEmptyFields(checked.data);
      update.mutate(published ? { id: post.id, ...details } : { id: post.id, ...clearingEmptyFields(checked.data) }, {
        onSuccess: saved,
        onError: (error) => saveFailed(error, UPDATE_FAILED),
      });
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (created) => {
        saved(created);
        onCreated(created);
      },
      onError: (error) => saveFailed(error, CREATE_FAILED),
    });
  }

  const saveBlockedReason = tooLong ? (
    <Trans>LinkedIn takes up to 3,000 characters: shorten the post to save it.</Trans>
  ) : uploading ? (
    <Trans>Wait until the files have finished uploading.</Trans>
  ) : null;

  // Publish now sends the saved post, so text or media not saved yet would not reach LinkedIn.
  const unsavedForLinkedIn =
    post !== undefined &&
    (generation.running ||
      content !== post.content ||
      unicodeStyles !== post.unicodeStyles ||
      media.mediaUrls.join('\n') !== post.mediaUrls.join('\n'));

  const problem = generation.status === 'error' ? generation.error : null;
  const showsTemplateDraft =
    generation.templateDraft && (generation.running || (post !== undefined && generation.savedId === post.id));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${costId}-details`}>
            <form ref={form.formRef} onSubmit={form.submitWith(startGeneration)} noValidate>
              <Stack gap="md">
                <Title order={2} size="h4" id={`${costId}-details`}>
                  <Trans>Post details</Trans>
                </Title>
                <PostDetailsFields form={form} templates={templates} />
                <Stack gap={6}>
                  <Group gap="sm" wrap="wrap">
                    <Button
                      type="submit"
                      leftSection={<IconSparkles size={18} />}
                      loading={generation.running}
                      aria-describedby={costId}
                    >
                      {post ? <Trans>Generate a new draft</Trans> : <Trans>Generate post</Trans>}
                    </Button>
                  </Group>
                  <GenerateCost values={form.values} id={costId} />
                  {post && (
                    <Text size="xs" c="dimmed">
                      <Trans>A generated post is saved as a new draft; this one stays as it is.</Trans>
                    </Text>
                  )}
                </Stack>
                {problem && ACTIONABLE_GENERATION_PROBLEMS.has(problem.code) && (
                  <Alert
                    color="red"
                    radius="md"
                    icon={<IconAlertCircle size={20} />}
                    title={<Trans>Error Creating Post</Trans>}
                  >
                    <ErrorText message={appErrorText(problem.code)} />
                  </Alert>
                )}
              </Stack>
            </form>
          </Card>

          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${costId}-post`}>
            <Stack gap="md">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Title order={2} size="h4" id={`${costId}-post`}>
                  <Trans>Post</Trans>
                </Title>
                {post && (
                  <Badge variant="light" radius="sm" tt="none">
                    {post.status === 'published' ? (
                      <Trans>Published</Trans>
                    ) : post.status === 'publishing' ? (
                      <Trans>Publishing</Trans>
                    ) : post.status === 'scheduled' ? (
                      <Trans>Scheduled</Trans>
                    ) : (
                      <Trans>Draft</Trans>
                    )}
                  </Badge>
                )}
              </Group>
              {showsTemplateDraft && generation.fallback && (
                <Alert color="yellow" variant="light" radius="md" icon={<IconAlertTriangle size={20} />}>
                  <Trans>
                    The AI provider failed, so a template draft was written instead. The words reserved for it were
                    returned: a template draft is not charged.
                  </Trans>
                </Alert>
              )}
              {showsTemplateDraft && <TemplateDraftNote />}
              {generation.running && <GenerationProgress generation={generation} />}
              {generation.status === 'cancelled' && (
                <Text size="sm" c="dimmed">
                  <Trans>Generation cancelled. What was written so far stays in the editor; it is not saved.</Trans>
                </Text>
              )}
              {published && (
                <Alert color="blue" variant="light" radius="md" icon={<IconLock size={18} />}>
                  <Trans>This post is published on LinkedIn: its text and media can no longer be changed.</Trans>
                </Alert>
              )}
              <div aria-busy={generation.running}>
                <PostEditor editor={editor} readOnly={published || generation.running} />
              </div>
              <Switch
                checked={unicodeStyles}
                onChange={(event) => setUnicodeStyles(event.currentTarget.checked)}
                disabled={published}
                label={t`Bold and italic as Unicode letters`}
                description={t`LinkedIn shows no formatting, so bold and italic are sent as Unicode letters that look bold or italic. Screen readers and LinkedIn search do not read Unicode-styled letters.`}
              />
              <CharacterCounter length={length} />
              {!published && (
                <MediaAttachments
                  attachments={media.attachments}
                  onAttach={media.attach}
                  onRemove={media.remove}
                  disabled={generation.running}
                />
              )}
              <Stack gap={6}>
                <Group gap="sm" wrap="wrap">
                  <Button
                    leftSection={<IconDeviceFloppy size={18} />}
                    onClick={save}
                    loading={saving}
                    disabled={saveBlockedReason !== null || generation.running}
                  >
                    <Trans>Save</Trans>
                  </Button>
                </Group>
                {saveBlockedReason && (
                  <Text size="sm" c={tooLong ? 'red' : 'dimmed'}>
                    {saveBlockedReason}
                  </Text>
                )}
              </Stack>
              {post && (
                <PublishControls
                  post={post}
                  blockedReason={
                    unsavedForLinkedIn ? <Trans>Save your changes first: LinkedIn gets the saved post.</Trans> : null
                  }
                />
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby={`${costId}-preview`}
          className={classes.preview}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id={`${costId}-preview`}>
              <Trans>LinkedIn preview</Trans>
            </Title>
            <LinkedInPreview text={linkedInText} media={previewMedia} authorName={authorName} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
