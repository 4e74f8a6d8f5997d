import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { findPlan } from '@wordloom/shared/domain/billing-plans';
import type { CheckoutOutcome } from '@wordloom/shared/schemas/billing';
import { type ReactNode, useEffect, useState } from 'react';
import { appErrorCode, errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorText } from '../errors/ErrorText.tsx';
import { LoadError } from '../errors/LoadError.tsx';

/** Stripe usually confirms within seconds; the page asks every 2 s for about a minute. */
const CHECKOUT_POLL_MS = 2000;
const CHECKOUT_POLL_FOR_MS = 60_000;

function BackToSubscription() {
  return (
    <Button component={Link} to="/subscription" variant="light">
      <Trans>Back to Subscription</Trans>
    </Button>
  );
}

function ResultCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack align="center" gap="sm" ta="center">
        {children}
      </Stack>
    </Card>
  );
}

function Paid({ outcome }: { outcome: Extract<CheckoutOutcome, { state: 'paid' }> }) {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const words = i18n.number(outcome.words);
  // The plan's name is the overview's to tell: the outcome only says a plan was paid.
  const overview = trpc.billing.overview.useQuery(undefined, { ...SHOWS_OWN_ERRORS, enabled: outcome.kind === 'plan' });
  const planName = overview.data?.plan ? (findPlan(overview.data.plan.planId)?.name ?? null) : null;

  useEffect(() => {
    // The top bar, the dashboard and the subscription page show the balance the payment raised.
    void utils.words.invalidate();
    void utils.billing.overview.invalidate();
    void utils.auth.me.invalidate();
  }, [utils]);

  return (
    <ResultCard>
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} size="h2">
        <Trans>Payment received</Trans>
      </Title>
      {outcome.kind === 'plan' && (
        <Text fw={500}>
          {planName ? <Trans>Your {planName} plan is active.</Trans> : <Trans>Your plan is active.</Trans>}
        </Text>
      )}
      <Text c="dimmed">
        <Trans>{words} words were added to your balance.</Trans>
      </Text>
      <Group justify="center" gap="sm" mt="sm">
        <Button component={Link} to="/dashboard">
          <Trans>Go to the dashboard</Trans>
        </Button>
        <BackToSubscription />
      </Group>
    </ResultCard>
  );
}

/** `/subscription/checkout?session_id=…`: where Stripe's Checkout sends the buyer back, until the payment is confirmed. */
export function CheckoutReturnPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  usePageTitle(t`Checkout`);
  const [startedAt] = useState(Date.now);
  const gaveUp = (outcome: CheckoutOutcome | undefined, answeredAt: number) =>
    outcome?.state === 'pending' && answeredAt - startedAt >= CHECKOUT_POLL_FOR_MS;
  const result = trpc.billing.checkoutResult.useQuery(
    { sessionId },
    {
      ...SHOWS_OWN_ERRORS,
      refetchInterval: (query) =>
        query.state.data?.state === 'pending' && !gaveUp(query.state.data, query.state.dataUpdatedAt)
          ? CHECKOUT_POLL_MS
          : false,
    },
  );

  if (result.isError && !result.data) {
    if (appErrorCode(result.error) === 'NOT_FOUND') {
      return (
        <ResultCard>
          <Text>
            <ErrorText message={errorMessage(result.error)} />
          </Text>
          <BackToSubscription />
        </ResultCard>
      );
    }
    return (
      <LoadError
        title={<Trans>Your payment could not be checked</Trans>}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }

  const outcome = result.data;
  if (outcome?.state === 'paid') return <Paid outcome={outcome} />;
  if (outcome?.state === 'unpaid') {
    return (
      <ResultCard>
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconCircleX size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          <Trans>The payment was not completed.</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>You have not been charged. You can choose a plan or a word pack again.</Trans>
        </Text>
        <BackToSubscription />
      </ResultCard>
    );
  }

  const tooLong = gaveUp(outcome, result.dataUpdatedAt);
  return (
    <ResultCard>
      <Loader aria-hidden />
      <Title order={1} size="h2" aria-live="polite">
        <Trans>Confirming your payment…</Trans>
      </Title>
      {tooLong && (
        <Text c="dimmed" role="status">
          <Trans>
            This is taking longer than usual. Your words will be added as soon as the payment is confirmed; you can
            check on the{' '}
            <Anchor component={Link} to="/subscription" inherit>
              Subscription page
            </Anchor>
            .
          </Trans>
        </Text>
      )}
    </ResultCard>
  );
}
