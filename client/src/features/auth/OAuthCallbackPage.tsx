import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { useRefreshSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Where Google and LinkedIn send the browser back after a sign-in (spec §2 /auth/callback): the
 * server has already signed the user in; this page reads the session and moves on to the
 * dashboard. A signed-in user who goes to a provider mid-task (connecting LinkedIn to publish,
 * granting Google contacts) does not land here: the server returns them to the `returnTo` page
 * the task gave (server/src/auth/routes.ts), where the task resumes.
 */
export function OAuthCallbackPage() {
  const { t } = useLingui();
  usePageTitle(t`Completing sign in...`);
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await refreshSession();
      const user = await utils.auth.me.ensureData().catch(() => null);
      await navigate({ to: user ? '/dashboard' : '/login', replace: true });
    })();
  }, [utils, refreshSession, navigate]);

  return (
    <Stack align="center" py={120} gap="md" role="status">
      <Loader />
      <Text c="dimmed">
        <Trans>Completing sign in...</Trans>
      </Text>
    </Stack>
  );
}
