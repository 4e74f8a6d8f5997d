import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconHome,
  IconLayoutDashboard,
  IconMapPinOff,
  IconRefresh,
  IconServerOff,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { initialStatusFor } from '../../lib/boot.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { localizedHref } from '../../lib/paths.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { recordedError } from './last-error.ts';
import { UnexpectedErrorScreen } from './RenderErrorScreen.tsx';
import { StatusPage } from './StatusPage.tsx';

function HomeButton({ children }: { children: React.ReactNode }) {
  return (
    <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
      {children}
    </Button>
  );
}

/** 404 (spec §2), with Go to Dashboard for a signed-in user. */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  // Signed out is the default answer: a failing check only costs the dashboard button.
  const signedIn = Boolean(trpc.auth.me.useQuery(undefined, { ...SHOWS_OWN_ERRORS, retry: false }).data);
  return (
    <StatusPage
      icon={<IconMapPinOff size={40} />}
      color="indigo"
      title={<Trans>Page Not Found</Trans>}
      description={<Trans>The page you are looking for does not exist or has been moved.</Trans>}
      actions={
        <>
          <HomeButton>
            <Trans>Go to Homepage</Trans>
          </HomeButton>
          {signedIn && (
            <Button component={Link} to="/dashboard" variant="default" leftSection={<IconLayoutDashboard size={18} />}>
              <Trans>Go to Dashboard</Trans>
            </Button>
          )}
        </>
      }
    />
  );
}

/** 410, for a URL in the removed-URL list (spec §2). */
export function GonePage() {
  const { t } = useLingui();
  usePageTitle(t`410 - Gone`);
  return (
    <StatusPage
      icon={<IconArchive size={40} />}
      color="gray"
      title={<Trans>410 - Gone</Trans>}
      description={<Trans>This page has been permanently removed and is no longer available.</Trans>}
      actions={
        <HomeButton>
          <Trans>Go to Homepage</Trans>
        </HomeButton>
      }
    />
  );
}

/** /server-error, where failing queries send the user (spec §2, §8). */
export function ServerErrorPage() {
  const { t } = useLingui();
  usePageTitle(t`Server Error`);
  return (
    <StatusPage
      icon={<IconServerOff size={40} />}
      color="red"
      title={<Trans>Server Error</Trans>}
      description={<Trans>We're experiencing some issues with our servers. Please try again later.</Trans>}
      actions={
        <>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            <Trans>Refresh Page</Trans>
          </Button>
          <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
            <Trans>Back to Home</Trans>
          </Button>
        </>
      }
    />
  );
}

/**
 * /error, where the error boundaries send the user (spec §4, §8): the recorded error's details;
 * Reload Page loads the page that failed afresh, Try Again goes back to it.
 */
export function ErrorPage() {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  const [failure] = useState(recordedError);
  return (
    <UnexpectedErrorScreen
      message={failure?.message ?? null}
      onReload={() => window.location.assign(failure?.path ?? localizedHref('/'))}
      onTryAgain={() => window.history.back()}
    />
  );
}

/**
 * What an unknown path shows: while the removed-URL list is asked ("Checking..."), then the
 * 410 or the 404 page. A failing check counts as "not removed" (spec §8). The page the visit
 * started on already carries the server's answer, so it is not asked again.
 */
export function MissingPage({ path }: { path: string }) {
  const initialStatus = initialStatusFor(path);
  const serverAnswer = initialStatus === 404 || initialStatus === 410 ? initialStatus : undefined;
  const check = trpc.removedUrls.check.useQuery(
    { path },
    { enabled: serverAnswer === undefined, retry: false, ...SHOWS_OWN_ERRORS },
  );
  if (serverAnswer === 410) return <GonePage />;
  if (serverAnswer === 404) return <NotFoundPage />;
  if (check.isPending) {
    return (
      <Stack align="center" py={96} gap="sm" role="status">
        <Loader />
        <Text c="dimmed">
          <Trans>Checking...</Trans>
        </Text>
      </Stack>
    );
  }
  return check.data === true ? <GonePage /> : <NotFoundPage />;
}
