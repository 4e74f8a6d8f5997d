import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Where Google and LinkedIn send the browser back (spec §2 /auth/callback): the server has
 * already signed the user in; this page reads the session and moves on to the dashboard.
 */
export function OAuthCallbackPage() {
  const { t } = useLingui();
  usePageTitle(t`Completing sign in...`);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await utils.auth.me.invalidate();
      const user = await utils.auth.me.fetch().catch(() => null);
      await navigate({ to: user ? '/dashboard' : '/login', replace: true });
    })();
  }, [utils, navigate]);

  return (
    <Stack align="center" py={120} gap="md" role="status">
      <Loader />
      <Text c="dimmed">
        <Trans>Completing sign in...</Trans>
      </Text>
    </Stack>
  );
}
