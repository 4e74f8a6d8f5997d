import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileOff, IconListDetails, IconPencilPlus, IconTemplate } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';
import { type ReactNode, useEffect, useRef } from 'react';
import { appErrorCode } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useGeneration } from '../../ai/use-generation.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { StatusPage } from '../../errors/StatusPage.tsx';
import type { SignedInUser } from '../../shell/AppShellLayout.tsx';
import { AutoPublishResultAlert } from '../publish/AutoPublishResultAlert.tsx';
import { ACTIONABLE_GENERATION_PROBLEMS, GENERATE_FAILED, GENERATE_FAILED_TITLE, POST_SAVED } from './messages.ts';
import type { TemplateChoices } from './PostDetailsFields.tsx';
import { PostWorkspace } from './PostWorkspace.tsx';

/** The name LinkedIn's feed would show: the profile's name, else the e-mail's local part. */
function authorNameOf(user: SignedInUser | null | undefined): string {
  if (!user) return '';
  return user.profile.name.trim() || (user.email.split('@')[0] ?? user.email);
}

function PostNotFound() {
  return (
    <StatusPage
      icon={<IconFileOff size={40} />}
      color="gray"
      title={<Trans>Post Not Found</Trans>}
      description={<Trans>This post does not exist, or it was deleted.</Trans>}
      actions={
        <>
          <Button component={Link} to="/linkedin-grow/my-posts" leftSection={<IconListDetails size={18} />}>
            <Trans>Back to My Posts</Trans>
          </Button>
          <Button
            component={Link}
            to="/linkedin-grow/create"
            variant="default"
            leftSection={<IconPencilPlus size={18} />}
          >
            <Trans>Create a new post</Trans>
          </Button>
        </>
      }
    />
  );
}

function WorkspaceSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton height={320} radius="lg" />
      <Skeleton height={260} radius="lg" />
    </Stack>
  );
}

interface CreatePostPageProps {
  /** The post to edit (`?edit=`); a new post when absent. */
  editId: string | undefined;
  /** The template a new post starts from (`?template=`). */
  templateId: string | undefined;
  /** Goes on editing `postId` (replacing the address: Back does not return to the empty form). */
  onEdit: (postId: string) => void;
}

/**
 * Create LinkedIn Post (spec §2 /linkedin-grow/create): a new post, generated or written by hand,
 * or one of the user's posts to edit. A generated post is saved as a draft when its text is
 * complete, and the page then edits it.
 */
export function CreatePostPage({ editId, templateId, onEdit }: CreatePostPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(editId ? t`Edit LinkedIn Post` : t`Create LinkedIn Post`);
  const me = trpc.auth.me.useQuery();
  const templates = trpc.linkedin.templates.list.useQuery({}, SHOWS_OWN_ERRORS);
  const post = trpc.linkedin.posts.get.useQuery({ id: editId ?? '' }, { ...SHOWS_OWN_ERRORS, enabled: !!editId });
  const utils = trpc.useUtils();
  // Page-wide, so the generation outlives the switch from the new post to the saved draft.
  const generation = useGeneration();

  // A generation's end, told once: saved (then edit it), or failed.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    // A new attempt is told anew, even one that fails again before the server gives it an id.
    if (generation.status === 'starting') reported.current = null;
    const key = `${generation.generationId ?? 'not-started'}:${generation.status}`;
    if (reported.current === key) return;
    if (generation.status === 'done' && generation.savedId) {
      reported.current = key;
      notifications.show({ color: 'green', message: i18n._(POST_SAVED) });
      void utils.linkedin.posts.list.invalidate();
      onEdit(generation.savedId);
    } else if (generation.status === 'error' && generation.error) {
      reported.current = key;
      if (!ACTIONABLE_GENERATION_PROBLEMS.has(generation.error.code)) {
        notifications.show({ color: 'red', title: i18n._(GENERATE_FAILED_TITLE), message: i18n._(GENERATE_FAILED) });
      }
    }
  }, [generation.generationId, generation.status, generation.savedId, generation.error, i18n, onEdit, utils]);

  const templateChoices: TemplateChoices = {
    status: templates.isSuccess ? 'success' : templates.isError ? 'error' : 'loading',
    library: templates.data?.library ?? [],
    own: templates.data?.own ?? [],
    retry: () => void templates.refetch(),
    retrying: templates.isFetching,
  };

  function workspace(editing: TLinkedInPost | undefined) {
    return (
      <PostWorkspace
        key={editing?.id ?? `new:${templateId ?? ''}`}
        post={editing}
        templateId={templateId}
        templates={templateChoices}
        generation={generation}
        authorName={authorNameOf(me.data)}
        onCreated={(created) => onEdit(created.id)}
      />
    );
  }

  let body: ReactNode;
  if (editId && post.isError) {
    body =
      appErrorCode(post.error) === 'NOT_FOUND' ? (
        <PostNotFound />
      ) : (
        <LoadError
          title={<Trans>Could not load this post</Trans>}
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      );
  } else if ((editId && !post.data) || (templateId && templates.isPending)) {
    // A post opened from a template waits for the template, so the form starts with it.
    body = <WorkspaceSkeleton />;
  } else {
    body = workspace(editId ? post.data : undefined);
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{editId ? <Trans>Edit LinkedIn Post</Trans> : <Trans>Create LinkedIn Post</Trans>}</Title>
          <Text c="dimmed">
            <Trans>Generate a post with AI or write your own, then check it in LinkedIn's preview before saving.</Trans>
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to="/linkedin-grow/my-posts">
            <Group gap={6} wrap="nowrap">
              <IconListDetails size={18} />
              <Trans>My Posts</Trans>
            </Group>
          </Anchor>
          <Anchor component={Link} to="/linkedin-grow/templates">
            <Group gap={6} wrap="nowrap">
              <IconTemplate size={18} />
              <Trans>Templates</Trans>
            </Group>
          </Anchor>
          {editId && (
            <Anchor component={Link} to="/linkedin-grow/create">
              <Group gap={6} wrap="nowrap">
                <IconPencilPlus size={18} />
                <Trans>New post</Trans>
              </Group>
            </Anchor>
          )}
        </Group>
      </Group>
      <AutoPublishResultAlert />
      {body}
    </Stack>
  );
}
