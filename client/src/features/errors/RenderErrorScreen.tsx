import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { classifyRenderError } from '@wordloom/shared/domain/render-error';
import { type ReactNode, useEffect } from 'react';
import { isServerFailure } from '../../lib/errors.ts';
import { localizedHref } from '../../lib/paths.ts';
import { recordError } from './last-error.ts';
import { SomethingWentWrong, StatusPage } from './StatusPage.tsx';

export interface RenderErrorScreenProps {
  error: unknown;
  /** Clears the error and renders the children again. */
  reset: () => void;
  /** Where to go instead of showing the generic screen. */
  redirectTo?: string;
  /** What to show instead of the generic screen. */
  fallback?: ReactNode;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A full page load, so whatever broke starts afresh. */
function Redirect({ to }: { to: string }) {
  const { t } = useLingui();
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return (
    <Stack align="center" py={96}>
      <Loader aria-label={t`Redirecting`} />
    </Stack>
  );
}

interface UnexpectedErrorScreenProps {
  /** The error's message, or null when it was not recorded. */
  message: string | null;
  onReload: () => void;
  onTryAgain: () => void;
}

/** "Something went wrong" with the error's details, Reload Page and Try Again (spec §4): the render-error screen and /error. */
export function UnexpectedErrorScreen({ message, onReload, onTryAgain }: UnexpectedErrorScreenProps) {
  return (
    <SomethingWentWrong
      actions={
        <>
          <Button leftSection={<IconRefresh size={18} />} onClick={onReload}>
            <Trans>Reload Page</Trans>
          </Button>
          <Button variant="default" onClick={onTryAgain}>
            <Trans>Try Again</Trans>
          </Button>
        </>
      }
    >
      <Paper withBorder p="md" w="100%" ta="start">
        <Text fw={600} size="sm" mb={4}>
          <Trans>Error details:</Trans>
        </Text>
        <Code block>{message ?? <Trans>No details were recorded.</Trans>}</Code>
      </Paper>
    </SomethingWentWrong>
  );
}

/** The top-level screen for an error thrown while rendering (spec §4, three cases). */
export function RenderErrorScreen({ error, reset, redirectTo, fallback }: RenderErrorScreenProps) {
  const message = messageOf(error);
  const reaction = classifyRenderError(message);

  if (reaction === 'initializing') {
    return (
      <StatusPage
        icon={<Loader color="indigo" size="md" />}
        color="indigo"
        title={<Trans>Loading Components</Trans>}
        description={<Trans>Please wait while we initialize the application</Trans>}
        actions={
          <Button leftSection={<IconRefresh size={18} />} onClick={reset}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  }
  if (reaction === 'signIn') return <Redirect to={localizedHref('/login')} />;
  if (redirectTo) return <Redirect to={redirectTo} />;
  if (fallback) return <>{fallback}</>;

  return <UnexpectedErrorScreen message={message} onReload={() => window.location.reload()} onTryAgain={reset} />;
}

/**
 * Errors inside the router (a page that fails to render or load): a server or network failure
 * goes to /server-error, anything else to /error (spec §8), after the first two cases of §4.
 */
export function RouteErrorScreen({ error, reset }: Pick<RenderErrorScreenProps, 'error' | 'reset'>) {
  if (isServerFailure(error)) {
    return <RenderErrorScreen error={error} reset={reset} redirectTo={localizedHref('/server-error')} />;
  }
  // Recorded while rendering: the redirect's effect, which runs first, leaves the page.
  recordError({ message: messageOf(error), path: `${window.location.pathname}${window.location.search}` });
  return <RenderErrorScreen error={error} reset={reset} redirectTo={localizedHref('/error')} />;
}
