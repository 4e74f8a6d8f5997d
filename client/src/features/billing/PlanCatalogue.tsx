import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  CURRENCIES,
  type Currency,
  isCurrency,
  PACK_WORDS_VALID_MONTHS,
  PLANS,
  type Plan,
  type PlanId,
  WORD_PACKS,
  type WordPack,
  type WordPackId,
  wordsPerPeriod,
} from '@wordloom/shared/domain/billing-plans';
import { type ReactNode, useState } from 'react';
import { formatPrice, guessCurrency, INTERVAL_LABELS, PER_INTERVAL } from './billing-messages.ts';

/** A plan or pack of the configuration, with the id the checkout's schema accepts. */
export type CataloguePlan = Plan & { id: PlanId };
export type CataloguePack = WordPack & { id: WordPackId };
const CATALOGUE_PLANS: readonly CataloguePlan[] = PLANS;
const CATALOGUE_PACKS: readonly CataloguePack[] = WORD_PACKS;

export interface PlanChoice {
  interval: BillingInterval;
  currency: Currency;
}

interface PlanCatalogueProps {
  /** The button of a plan card: the pricing page signs up, `/subscription` buys or changes. */
  planAction: (plan: CataloguePlan, choice: PlanChoice) => ReactNode;
  packAction: (pack: CataloguePack, currency: Currency) => ReactNode;
  /** The plan (and its interval) the user pays for now, marked on its card. */
  currentPlan?: { planId: string; interval: BillingInterval } | null;
  /** Where the controls start: the user's plan's, else the browser's guess. */
  initialChoice?: Partial<PlanChoice>;
}

function browserCurrency(): Currency {
  return guessCurrency(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The plans and word packs of the billing configuration with their prices, for the pricing page and `/subscription`. */
export function PlanCatalogue({ planAction, packAction, currentPlan, initialChoice }: PlanCatalogueProps) {
  const { t, i18n } = useLingui();
  const [interval, setBillingInterval] = useState<BillingInterval>(initialChoice?.interval ?? 'month');
  const [currency, setCurrency] = useState<Currency>(() => initialChoice?.currency ?? browserCurrency());

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            <Trans>Plans</Trans>
          </Title>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t`Billing period`}
              value={interval}
              onChange={(value) => setBillingInterval(value as BillingInterval)}
              data={BILLING_INTERVALS.map((value) => ({ value, label: t(INTERVAL_LABELS[value]) }))}
            />
            <Select
              aria-label={t`Currency`}
              w={110}
              allowDeselect={false}
              value={currency}
              onChange={(value) => value && isCurrency(value) && setCurrency(value)}
              data={CURRENCIES.map((value) => ({ value, label: value.toUpperCase() }))}
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {CATALOGUE_PLANS.map((plan) => {
            const isCurrent = currentPlan?.planId === plan.id && currentPlan.interval === interval;
            const words = i18n.number(plan.wordsPerMonth);
            const periodWords = i18n.number(wordsPerPeriod(plan, interval));
            return (
              <Card
                key={plan.id}
                component="article"
                aria-label={plan.name}
                withBorder
                radius="lg"
                p="lg"
                style={plan.recommended ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Title order={3} size="h4">
                      {plan.name}
                    </Title>
                    <Group gap={6}>
                      {isCurrent && (
                        <Badge color="teal" variant="light" style={{ minWidth: 'max-content' }}>
                          <Trans>Current plan</Trans>
                        </Badge>
                      )}
                      {plan.recommended && (
                        <Badge variant="filled" style={{ minWidth: 'max-content' }}>
                          <Trans>Recommended</Trans>
                        </Badge>
                      )}
                    </Group>
                  </Group>
                  <Text>
                    <Text component="span" fz={28} fw={700}>
                      {formatPrice(i18n, plan.prices[interval][currency], currency)}
                    </Text>{' '}
                    <Text component="span" c="dimmed">
                      {t(PER_INTERVAL[interval])}
                    </Text>
                  </Text>
                  <Text fw={500}>
                    <Trans>{words} words per month</Trans>
                  </Text>
                  {interval === 'year' && (
                    <Text size="sm" c="dimmed">
                      <Trans>{periodWords} words at the start of each year.</Trans>
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    <Trans>Unused plan words expire at the end of each period.</Trans>
                  </Text>
                  <Stack mt="auto" pt="xs">
                    {planAction(plan, { interval, currency })}
                  </Stack>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Word packs</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {CATALOGUE_PACKS.map((pack) => {
            const words = i18n.number(pack.words);
            return (
              <Card key={pack.id} component="article" aria-label={t`${words} words`} withBorder radius="lg" p="lg">
                <Stack gap="sm" h="100%">
                  <Title order={3} size="h4">
                    <Trans>{words} words</Trans>
                  </Title>
                  <Text fz={24} fw={700}>
                    {formatPrice(i18n, pack.prices[currency], currency)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Trans>Words stay for {PACK_WORDS_VALID_MONTHS} months.</Trans>
                  </Text>
                  <Stack mt="auto" pt="xs">
                    {packAction(pack, currency)}
                  </Stack>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
