import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { useRefreshSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { clearPendingPostId } from '../linkedin/publish/pending-post.ts';
import { useAutoPublish } from '../linkedin/publish/use-auto-publish.ts';

/**
 * Where Google and LinkedIn send the browser back (spec §2 /auth/callback): the server has already
 * signed the user in, or connected LinkedIn to the signed-in account. With a session, a post kept
 * before connecting LinkedIn is published now (and the page lands on the create page with the
 * result); otherwise the dashboard. A user connecting a provider from the account page goes back
 * there instead (the server's `returnTo`).
 */
export function OAuthCallbackPage() {
  const { t } = useLingui();
  usePageTitle(t`Completing sign in...`);
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  // Set by the server when connecting LinkedIn for a signed-in user failed (cancelled, refused, taken).
  const connectError = useSearch({ strict: false, select: (search) => 'connectError' in search });
  const resumePendingPublish = useAutoPublish();
  const [publishing, setPublishing] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await refreshSession();
      const user = await utils.auth.me.ensureData().catch(() => null);
      if (!user) {
        // The LinkedIn sign-in failed: the post kept for it is not published later by surprise.
        clearPendingPostId();
        await navigate({ to: '/login', replace: true });
        return;
      }
      const landing = await resumePendingPublish({
        connectFailed: connectError,
        onPublishing: () => setPublishing(true),
      });
      await navigate(landing ? { ...landing, replace: true } : { to: '/dashboard', replace: true });
    })();
  }, [utils, refreshSession, navigate, resumePendingPublish, connectError]);

  return (
    <Stack align="center" py={120} gap="md" role="status">
      <Loader />
      <Text c="dimmed">
        {publishing ? <Trans>Publishing your post to LinkedIn…</Trans> : <Trans>Completing sign in...</Trans>}
      </Text>
    </Stack>
  );
}
