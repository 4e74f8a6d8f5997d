import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { QUERY_RETRY_COUNT, QUERY_RETRY_DELAY_MS } from '@wordloom/shared/constants';
import { findPlan } from '@wordloom/shared/domain/billing-plans';
import type { CheckoutOutcome } from '@wordloom/shared/schemas/billing';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
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

/** The latest answer of `billing.confirmCheckout`; a failed poll keeps the outcome asked before. */
interface Answer {
  outcome: CheckoutOutcome | null;
  error: unknown;
  at: number;
}

/** `/subscription/checkout?session_id=…`: where Stripe's Checkout sends the buyer back, until the payment is confirmed. */
export function CheckoutReturnPage({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  usePageTitle(t`Checkout`);
  // A mutation, since confirming grants the words when Stripe says the session is paid. The server
  // is idempotent, so a failure is retried like the page's data queries are (spec §7).
  const confirm = trpc.billing.confirmCheckout.useMutation({
    retry: QUERY_RETRY_COUNT,
    retryDelay: QUERY_RETRY_DELAY_MS,
  });
  const { mutateAsync } = confirm;
  const [startedAt] = useState(Date.now);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Refs outlive StrictMode's trial unmount: its second mount does not ask again while the first call is out.
  const mounted = useRef(false);
  const asking = useRef(false);

  const ask = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    let outcome: CheckoutOutcome | null = null;
    let error: unknown = null;
    try {
      outcome = await mutateAsync({ sessionId });
    } catch (failure) {
      error = failure;
    }
    asking.current = false;
    if (!mounted.current) return;
    const at = Date.now();
    setAnswer((last) => ({ outcome: outcome ?? last?.outcome ?? null, error, at }));
  }, [mutateAsync, sessionId]);

  const gaveUp = answer?.outcome?.state === 'pending' && answer.at - startedAt >= CHECKOUT_POLL_FOR_MS;
  const keepAsking = answer?.outcome?.state === 'pending' && !gaveUp;

  useEffect(() => {
    mounted.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!answer) void ask();
    else if (keepAsking) timer = setTimeout(() => void ask(), CHECKOUT_POLL_MS);
    return () => {
      mounted.current = false;
      clearTimeout(timer);
    };
  }, [answer, keepAsking, ask]);

  if (answer?.error && !answer.outcome) {
    if (appErrorCode(answer.error) === 'NOT_FOUND') {
      return (
        <ResultCard>
          <Text>
            <ErrorText message={errorMessage(answer.error)} />
          </Text>
          <BackToSubscription />
        </ResultCard>
      );
    }
    return (
      <LoadError
        title={<Trans>Your payment could not be checked</Trans>}
        onRetry={() => void ask()}
        retrying={confirm.isPending}
      />
    );
  }

  const outcome = answer?.outcome;
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

  return (
    <ResultCard>
      <Loader aria-hidden />
      <Title order={1} size="h2" aria-live="polite">
        <Trans>Confirming your payment…</Trans>
      </Title>
      {gaveUp && (
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
