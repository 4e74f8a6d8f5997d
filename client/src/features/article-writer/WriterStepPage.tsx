import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { lastReadyStep, stepIsReady } from '@wordloom/shared/domain/article-writer';
import type { TWriterStep, WriterSession } from '@wordloom/shared/schemas/article-writer';
import type { ReactNode } from 'react';
import { useWriterSession, type WriterSessionHandle } from './use-writer-session.ts';
import { WriterLayout } from './WriterLayout.tsx';
import { STEP_LABELS, STEP_PATHS } from './writer-steps.ts';

interface WriterStepPageProps {
  step: TWriterStep;
  /** From the address (`?session=`); a step page without one sends to the list of articles in progress. */
  sessionId: string | null;
  title: string;
  /** The page's content, once its session is loaded and has what the step shows. */
  children: (session: WriterSession, handle: WriterSessionHandle) => ReactNode;
}

/**
 * A step page after the first: its session read from the server, inside the writer's layout. A
 * session that does not have what this step shows yet (opened from an old link, or reset on
 * another device) says so and leads to the last step it can show.
 */
export function WriterStepPage({ step, sessionId, title, children }: WriterStepPageProps) {
  if (!sessionId) return <Navigate to="/article-writer" replace />;
  return (
    <LoadedStepPage step={step} sessionId={sessionId} title={title}>
      {children}
    </LoadedStepPage>
  );
}

function LoadedStepPage({ step, sessionId, title, children }: WriterStepPageProps & { sessionId: string }) {
  const handle = useWriterSession(sessionId);
  const session = handle.session;
  return (
    <WriterLayout step={step} handle={handle} title={title}>
      {session &&
        (stepIsReady(step, session.state) ? children(session, handle) : <StepNotReady session={session} step={step} />)}
    </WriterLayout>
  );
}

function StepNotReady({ session, step }: { session: WriterSession; step: TWriterStep }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const target = lastReadyStep(step, session.state);
  const targetLabel = i18n._(STEP_LABELS[target]);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md" align="flex-start">
        <Text>
          <Trans>This step is not ready yet: the steps before it have to be done first.</Trans>
        </Text>
        <Button onClick={() => void navigate({ to: STEP_PATHS[target], search: { session: session.id } })}>
          <Trans>Go to step: {targetLabel}</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
