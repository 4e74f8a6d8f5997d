import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled, IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { publicApi } from '../public-api.ts';
import { type ArticleViewer, type ArticleViewerState, useArticleViewer } from './use-article-viewer.ts';

/** The server's refusal code (duck-typed: the public pages do not load the tRPC error class up front). */
function refusalCode(error: unknown): string | null {
  const data = (error as { data?: { appError?: unknown } } | null)?.data;
  return typeof data?.appError === 'string' ? data.appError : null;
}

function signInToast(message: ReactNode) {
  notifications.show({
    color: 'blue',
    message: (
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Anchor href="/login" size="sm">
          <Trans>Log in</Trans>
        </Anchor>
      </Stack>
    ),
  });
}

type Toggle = 'like' | 'bookmark';

/** The state after the viewer's own toggle, before the server confirms it. */
function toggled(state: ArticleViewerState, toggle: Toggle): ArticleViewerState {
  if (toggle === 'like') {
    return { ...state, liked: !state.liked, likeCount: Math.max(0, state.likeCount + (state.liked ? -1 : 1)) };
  }
  return {
    ...state,
    bookmarked: !state.bookmarked,
    bookmarkCount: Math.max(0, state.bookmarkCount + (state.bookmarked ? -1 : 1)),
  };
}

interface EngagementBarProps {
  articleId: string;
  onShare: () => void;
  /** The page's own viewer (see useArticleViewer) when it needs the state too; else the bar asks. */
  viewer?: ArticleViewer;
}

/**
 * Like, save and share (spec §2), with the real counts. A toggle shows at once and is undone if
 * the server refuses it; a visitor who is not signed in is asked to log in instead (spec §5).
 */
export function EngagementBar({ articleId, onShare, viewer }: EngagementBarProps) {
  const { t } = useLingui();
  const own = useArticleViewer(viewer ? null : articleId);
  const { state, setState } = viewer ?? own;

  async function toggle(kind: Toggle) {
    const signInText = kind === 'like' ? t`Please sign in to like articles` : t`Please sign in to bookmark articles`;
    if (state && !state.signedIn) {
      signInToast(signInText);
      return;
    }
    const before = state;
    if (before) setState(toggled(before, kind));
    try {
      const api = await publicApi();
      const next =
        kind === 'like'
          ? await api.blogEngagement.setLike.mutate({ id: articleId, liked: !(before?.liked ?? false) })
          : await api.blogEngagement.setBookmark.mutate({ id: articleId, bookmarked: !(before?.bookmarked ?? false) });
      setState(next);
    } catch (error) {
      if (before) setState(before);
      if (refusalCode(error) === 'UNAUTHENTICATED') signInToast(signInText);
      else
        notifications.show({
          color: 'red',
          message: kind === 'like' ? t`Failed to update like status` : t`Failed to update bookmark status`,
        });
    }
  }

  const liked = state?.liked ?? false;
  const bookmarked = state?.bookmarked ?? false;
  const likeCount = state?.likeCount ?? 0;
  const bookmarkCount = state?.bookmarkCount ?? 0;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t`Like, save and share`}>
      <Button
        variant={liked ? 'light' : 'default'}
        color={liked ? 'red' : 'gray'}
        aria-pressed={liked}
        leftSection={liked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
        onClick={() => void toggle('like')}
        aria-label={t`Like (${likeCount})`}
      >
        {likeCount}
      </Button>
      <Button
        variant={bookmarked ? 'light' : 'default'}
        color={bookmarked ? 'blue' : 'gray'}
        aria-pressed={bookmarked}
        leftSection={bookmarked ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
        onClick={() => void toggle('bookmark')}
        aria-label={t`Save (${bookmarkCount})`}
      >
        {bookmarkCount}
      </Button>
      <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={onShare}>
        <Trans>Share</Trans>
      </Button>
    </Group>
  );
}
