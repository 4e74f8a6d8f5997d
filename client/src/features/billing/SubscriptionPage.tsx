import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { findPlan } from '@wordloom/shared/domain/billing-plans';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { InvoiceSummary, SubscriptionOverview } from '@wordloom/shared/schemas/billing';
import { appErrorText } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorText } from '../errors/ErrorText.tsx';
import { LoadError } from '../errors/LoadError.tsx';
import {
  formatPrice,
  INTERVAL_LABELS,
  INVOICE_STATUS_COLORS,
  INVOICE_STATUS_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
} from './billing-messages.ts';
import { type CataloguePack, type CataloguePlan, PlanCatalogue, type PlanChoice } from './PlanCatalogue.tsx';
import { useBillingRedirects } from './use-billing-redirects.ts';

type BillingRedirects = ReturnType<typeof useBillingRedirects>;

function ManageBillingButton({ portal }: { portal: BillingRedirects['portal'] }) {
  return (
    <Button
      variant="default"
      leftSection={<IconCreditCard size={16} />}
      loading={portal.isPending && portal.variables?.flow !== 'cancel_plan'}
      onClick={() => portal.mutate({ flow: 'manage' })}
    >
      <Trans>Manage billing</Trans>
    </Button>
  );
}

/** Stripe's portal opened on cancelling the plan: it confirms, then sends the user back here. */
function CancelPlanButton({ portal }: { portal: BillingRedirects['portal'] }) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      loading={portal.isPending && portal.variables?.flow === 'cancel_plan'}
      onClick={() => portal.mutate({ flow: 'cancel_plan' })}
      style={{ alignSelf: 'flex-start' }}
    >
      <Trans>Cancel plan</Trans>
    </Button>
  );
}

function PlanLine({ plan }: { plan: NonNullable<SubscriptionOverview['plan']> }) {
  const { t } = useLingui();
  const name = findPlan(plan.planId)?.name ?? plan.planId;
  return (
    <Text fw={600} size="lg">
      {name} · {t(INTERVAL_LABELS[plan.interval])}
    </Text>
  );
}

function CurrentState({ overview, portal }: { overview: SubscriptionOverview; portal: BillingRedirects['portal'] }) {
  const { t, i18n } = useLingui();
  const { status, plan, words, trial } = overview;
  const periodEnd = plan && i18n.date(plan.currentPeriodEnd, { dateStyle: 'long' });
  const available = i18n.number(words.available);
  const expiringWords = words.nextExpiry && i18n.number(words.nextExpiry.words);
  const expiryDate = words.nextExpiry && i18n.date(words.nextExpiry.at, { dateStyle: 'long' });
  const trialEnd = i18n.date(trial.endsAt, { dateStyle: 'long' });
  const canManage = overview.paymentsConfigured && overview.hasBillingAccount;

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h4">
              <Trans>Your plan</Trans>
            </Title>
            <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
              {t(STATUS_LABELS[status])}
            </Badge>
          </Group>
          {canManage && status !== 'past_due' && <ManageBillingButton portal={portal} />}
        </Group>

        {plan ? (
          <Stack gap={2}>
            <PlanLine plan={plan} />
            <Text c="dimmed">
              {plan.cancelAtPeriodEnd || status === 'cancelled' ? (
                <Trans>Ends on {periodEnd}</Trans>
              ) : (
                <Trans>Renews on {periodEnd}</Trans>
              )}
            </Text>
            {canManage && status === 'active' && !plan.cancelAtPeriodEnd && <CancelPlanButton portal={portal} />}
          </Stack>
        ) : (
          <Text c="dimmed">
            <Trans>You have no plan. Choose one below, or buy a word pack when you need more words.</Trans>
          </Text>
        )}

        {status === 'past_due' && (
          <Alert
            color="orange"
            radius="md"
            icon={<IconAlertTriangle size={20} />}
            title={<Trans>Payment failed</Trans>}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                <Trans>
                  Your last payment did not go through. Update your payment method to keep your plan and its words.
                </Trans>
              </Text>
              {canManage && <ManageBillingButton portal={portal} />}
            </Stack>
          </Alert>
        )}

        <Stack gap={2}>
          <Text fw={500}>
            <Trans>{available} words left</Trans>
          </Text>
          {words.nextExpiry && (
            <Text size="sm" c="dimmed">
              <Trans>
                {expiringWords} words expire on {expiryDate}
              </Trans>
            </Text>
          )}
        </Stack>

        {trial.onTrial &&
          (trial.expired ? (
            <Text size="sm" c="orange.8" fw={500}>
              <Trans>Your free trial has ended. Choose a plan or buy a word pack to create more articles.</Trans>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>
                Free trial: <Plural value={trial.blogsRemaining} one="# blog left" other="# blogs left" />, ends on{' '}
                {trialEnd}
              </Trans>
            </Text>
          ))}
      </Stack>
    </Card>
  );
}

/** What an invoice paid for: the plan and its interval (read from the price charged), or the pack's words. */
function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const { t, i18n } = useLingui();
  if (invoice.kind === 'pack') {
    const words = i18n.number(invoice.words);
    return <Trans>{words} words</Trans>;
  }
  const plan = findPlan(invoice.itemId);
  if (!plan) return invoice.itemId;
  const interval = (['month', 'year'] as const).find(
    (value) => plan.prices[value][invoice.currency] === invoice.amount,
  );
  return interval ? `${plan.name} · ${t(INTERVAL_LABELS[interval])}` : plan.name;
}

function Invoices({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Invoices</Trans>
      </Title>
      {invoices.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconReceipt size={36} stroke={1.4} aria-hidden />
            <Text c="dimmed" size="sm">
              <Trans>No invoices yet. Your payments will be listed here.</Trans>
            </Text>
          </Stack>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Date</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Item</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Amount</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Receipt</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <time dateTime={new Date(invoice.createdAt).toISOString()}>
                      {i18n.date(invoice.createdAt, { dateStyle: 'medium' })}
                    </time>
                  </Table.Td>
                  <Table.Td>
                    <InvoiceItem invoice={invoice} />
                  </Table.Td>
                  <Table.Td ta="end">{formatPrice(i18n, invoice.amount, invoice.currency)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={INVOICE_STATUS_COLORS[invoice.status]}
                      variant="light"
                      style={{ minWidth: 'max-content' }}
                    >
                      {t(INVOICE_STATUS_LABELS[invoice.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {invoice.hostedUrl && (
                      <Anchor href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer">
                        <Trans>Receipt</Trans>
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Plans({ overview, redirects }: { overview: SubscriptionOverview; redirects: BillingRedirects }) {
  const { t } = useLingui();
  const { checkout, portal } = redirects;
  const { plan: current, paymentsConfigured } = overview;
  // A second plan would be a second subscription: changes go through Stripe's portal instead.
  const hasLivePlan = current !== null && overview.status !== 'cancelled';
  const busy = checkout.isPending || portal.isPending;
  const pendingItem = checkout.isPending ? checkout.variables?.item : undefined;

  const planAction = (plan: CataloguePlan, { interval, currency }: PlanChoice) => {
    if (hasLivePlan) {
      return (
        <Button
          variant="default"
          disabled={!paymentsConfigured || busy}
          onClick={() => portal.mutate({ flow: 'manage' })}
        >
          <Trans>Change plan</Trans>
        </Button>
      );
    }
    const loading = pendingItem?.kind === 'plan' && pendingItem.planId === plan.id;
    return (
      <Button
        variant={plan.recommended ? 'filled' : 'light'}
        disabled={!paymentsConfigured || (busy && !loading)}
        loading={loading}
        onClick={() => checkout.mutate({ item: { kind: 'plan', planId: plan.id, interval }, currency })}
      >
        {t`Choose ${plan.name}`}
      </Button>
    );
  };

  const packAction = (pack: CataloguePack, currency: PlanChoice['currency']) => {
    const loading = pendingItem?.kind === 'pack' && pendingItem.packId === pack.id;
    return (
      <Button
        variant="light"
        disabled={!paymentsConfigured || (busy && !loading)}
        loading={loading}
        onClick={() => checkout.mutate({ item: { kind: 'pack', packId: pack.id }, currency })}
      >
        <Trans>Buy</Trans>
      </Button>
    );
  };

  return (
    <PlanCatalogue
      planAction={planAction}
      packAction={packAction}
      currentPlan={hasLivePlan ? current : null}
      initialChoice={current ? { interval: current.interval, currency: current.currency } : undefined}
    />
  );
}

interface SubscriptionPageProps {
  /** Back from Stripe's Checkout without paying (`?checkout=cancelled`). */
  checkoutCancelled: boolean;
  onDismissCancelled: () => void;
}

/** `/subscription`: the user's plan, words and invoices, and the plans and packs to buy (issue 16 points 1–2). */
export function SubscriptionPage({ checkoutCancelled, onDismissCancelled }: SubscriptionPageProps) {
  const { t } = useLingui();
  usePageTitle(t`Subscription`);
  const overview = trpc.billing.overview.useQuery(undefined, SHOWS_OWN_ERRORS);
  const redirects = useBillingRedirects();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Subscription</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Your plan, your words and your invoices. Buy a plan or a word pack when you need more words.</Trans>
        </Text>
      </Stack>

      {checkoutCancelled && (
        <Alert
          color="gray"
          radius="md"
          icon={<IconInfoCircle size={20} />}
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={onDismissCancelled}
        >
          <Trans>Checkout cancelled. You have not been charged.</Trans>
        </Alert>
      )}

      {overview.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t`Loading your subscription`}>
          <Skeleton h={160} radius="lg" />
          <Skeleton h={280} radius="lg" />
        </Stack>
      )}
      {overview.isError && !overview.data && (
        <LoadError
          title={<Trans>Your subscription could not be loaded</Trans>}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
      {overview.data && (
        <>
          {!overview.data.paymentsConfigured && (
            <Alert color="yellow" radius="md" icon={<IconAlertTriangle size={20} />}>
              <ErrorText message={appErrorText(AppErrorCode.PAYMENTS_NOT_CONFIGURED)} />
            </Alert>
          )}
          <CurrentState overview={overview.data} portal={redirects.portal} />
          <Plans overview={overview.data} redirects={redirects} />
          <Invoices invoices={overview.data.invoices} />
        </>
      )}
    </Stack>
  );
}
