import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { TLinkedInPost, TPublishedPost } from '@wordloom/shared/schemas/linkedin';
import { useState } from 'react';
import { appErrorRetryAfterSeconds } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { browserWindow, connectLinkedInHref } from './leave-page.ts';
import { needsReconnect, publishErrorCode } from './messages.ts';
import { storePendingPostId } from './pending-post.ts';

/** A publish that failed: the server's code (null when no answer came) and whether LinkedIn must be connected again. */
export interface PublishFailure {
  errorCode: string | null;
  reconnect: boolean;
  /** LinkedIn's Retry-After, when it limited the member's posting. */
  retryAfterSeconds: number | null;
}

/** Why the connect dialog is open: LinkedIn was never connected, or its connection cannot publish any more. */
export type ConnectReason = 'not-connected' | 'reconnect';

/**
 * Publish now (spec §4 publish flow): checks that LinkedIn can take the post, else asks to connect
 * it; publishes; on success opens the post on LinkedIn in a new tab and shows the success page; on
 * failure says why. Connecting keeps the post's id here and on the server, then leaves for
 * LinkedIn's sign-in, whose callback publishes it.
 */
export function usePublishPost(post: Pick<TLinkedInPost, 'id'>) {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [connectReason, setConnectReason] = useState<ConnectReason | null>(null);
  const [failure, setFailure] = useState<PublishFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const setPending = trpc.linkedin.publishing.setPending.useMutation();

  async function published({ post: result, linkedinUrl }: TPublishedPost) {
    utils.linkedin.posts.get.setData({ id: result.id }, result);
    void utils.linkedin.posts.list.invalidate();
    browserWindow.openInNewTab(linkedinUrl);
    await navigate({ to: '/linkedin-publish-success', search: { id: result.id } });
  }

  /** Reads LinkedIn's access anew (a token may have expired since the page opened); null when it cannot be read. */
  async function readAccess() {
    try {
      return await utils.linkedin.publishing.status.fetch(undefined, { staleTime: 0 });
    } catch {
      return null;
    }
  }

  function failed(error: unknown) {
    // The post is back to draft, or shows it may have been published.
    void utils.linkedin.posts.invalidate();
    const errorCode = publishErrorCode(error);
    setFailure({
      errorCode,
      reconnect: needsReconnect(errorCode),
      retryAfterSeconds: appErrorRetryAfterSeconds(error),
    });
  }

  const publish = trpc.linkedin.posts.publish.useMutation({ onSuccess: published, onError: failed });
  const publishAgain = trpc.linkedin.posts.publishAgain.useMutation({ onSuccess: published, onError: failed });

  async function start() {
    setFailure(null);
    setChecking(true);
    const access = await readAccess();
    setChecking(false);
    // Without an answer the publish itself says what is wrong.
    if (access && !access.canPublish) {
      setConnectReason(access.connected ? 'reconnect' : 'not-connected');
      return;
    }
    publish.mutate({ id: post.id });
  }

  async function connect() {
    setLeaving(true);
    storePendingPostId(post.id);
    // The server's copy outlives a cleared storage; the local one is enough if this call fails.
    await setPending.mutateAsync({ postId: post.id }).catch(() => undefined);
    browserWindow.goTo(connectLinkedInHref(i18n.locale));
  }

  return {
    start,
    again: () => {
      setFailure(null);
      publishAgain.mutate({ id: post.id });
    },
    connect,
    openConnect: () => setConnectReason('reconnect'),
    closeConnect: () => setConnectReason(null),
    dismissFailure: () => setFailure(null),
    connectReason,
    failure,
    leaving,
    checking,
    publishing: publish.isPending || publishAgain.isPending,
  };
}

export type PublishFlow = ReturnType<typeof usePublishPost>;
