import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCoin, IconWallet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PACK_WORDS_VALID_MONTHS } from '@wordloom/shared/domain/billing-plans';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { localizedHref } from '../../lib/paths.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { PlanCatalogue } from '../billing/PlanCatalogue.tsx';
import { mainSiteHref, SiteLink } from '../layout/SiteLink.tsx';
import { ContentPage, MailLink, Section } from './ContentPage.tsx';
import { FREE_TRIAL, SUPPORT_EMAIL } from './facts.ts';

const { freeWords, freeWordDays, referralBonusWords, trialBlogs, trialDays } = FREE_TRIAL;

interface Question {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

const QUESTIONS: Question[] = [
  {
    id: 'word',
    question: <Trans>What counts as a word?</Trans>,
    answer: (
      <Trans>
        Your balance is spent on the text Wordloom writes for you: the length in words of each article or post it
        generates is taken from your balance.
      </Trans>
    ),
  },
  {
    id: 'run-out',
    question: <Trans>What happens when my words run out?</Trans>,
    answer: (
      <Trans>
        You can't generate new content until you get more words. Everything you have already created stays in your
        account.
      </Trans>
    ),
  },
  {
    id: 'card',
    question: <Trans>Do I need a card to start?</Trans>,
    answer: <Trans>No. You can sign up and use your free words without entering any card details.</Trans>,
  },
  {
    id: 'expiry',
    question: <Trans>Do the free words expire?</Trans>,
    answer: (
      <Trans>
        Yes. Free words expire {freeWordDays} days after you sign up, so use them to try Wordloom on real work.
      </Trans>
    ),
  },
  {
    id: 'referral',
    question: <Trans>How does the referral bonus work?</Trans>,
    answer: (
      <Trans>
        If a Wordloom user invites you, sign up through their referral link and {referralBonusWords} bonus words are
        added to your free words.
      </Trans>
    ),
  },
  {
    id: 'buy',
    question: <Trans>How do I get more words?</Trans>,
    answer: (
      <Trans>
        Once you are signed in, choose a plan or buy a word pack on the{' '}
        <SiteLink to="/subscription" inherit>
          Subscription page
        </SiteLink>
        . Plan words arrive at the start of each period and expire at its end; word pack words stay for{' '}
        {PACK_WORDS_VALID_MONTHS} months.
      </Trans>
    ),
  },
];

/** The free trial, the plans and word packs with their prices, and the questions people ask before signing up. */
export function PricingPage() {
  const { t } = useLingui();
  usePageTitle(t`Pricing`);
  // Signed out is the default answer, as in the header: buying starts with an account.
  const signedIn = Boolean(trpc.auth.me.useQuery(undefined, { ...SHOWS_OWN_ERRORS, retry: false }).data);
  const buyHref = mainSiteHref(signedIn ? '/subscription' : '/signup');

  return (
    <ContentPage
      icon={IconCoin}
      title={<Trans>Pricing</Trans>}
      lead={<Trans>Wordloom is paid in words. Start with free words, and buy more only when you need them.</Trans>}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg" h="100%">
            <div>
              <Badge variant="light" size="lg" radius="sm" tt="none">
                <Trans>Free trial</Trans>
              </Badge>
              <Title order={2} size="h3" mt="sm">
                <Trans>{freeWords} free words when you sign up</Trans>
              </Title>
              <Text c="dimmed" mt={4}>
                <Trans>Try Wordloom on your own topics before you pay anything.</Trans>
              </Text>
            </div>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light" color="teal">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>
                <Trans>No card needed.</Trans>
              </List.Item>
              <List.Item>
                <Trans>{freeWordDays} days to use your free words.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  The trial includes {trialBlogs} blogs over {trialDays} days.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>{referralBonusWords} bonus words when you sign up through a referral link.</Trans>
              </List.Item>
            </List>
            <div>
              <Button component="a" href={mainSiteHref('/signup')} size="md">
                <Trans>Start Free Trial</Trans>
              </Button>
            </div>
          </Stack>
        </Card>
        <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconWallet size={24} />
            </ThemeIcon>
            <Title order={2} size="h3">
              <Trans>After the trial</Trans>
            </Title>
            <Text>
              <Trans>
                Choose a monthly or yearly plan for words every month, or buy a word pack when you need more. Both are
                paid by card from the Subscription page once you are signed in.
              </Trans>
            </Text>
            <Text c="dimmed">
              <Trans>
                Words you buy are a prepaid credit: you pay first, and Wordloom uses them as it writes for you.
              </Trans>
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>

      <PlanCatalogue
        planAction={(plan) => (
          <Button component="a" href={buyHref} variant={plan.recommended ? 'filled' : 'light'}>
            {t`Choose ${plan.name}`}
          </Button>
        )}
        packAction={() => (
          <Button component="a" href={buyHref} variant="light">
            <Trans>Buy</Trans>
          </Button>
        )}
      />

      <Section title={<Trans>Questions</Trans>}>
        <Accordion variant="separated" radius="md" maw={720}>
          {QUESTIONS.map(({ id, question, answer }) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>
                <Text fw={600}>{question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed">{answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text c="dimmed">
          <Trans>
            Another question? Write to <MailLink address={SUPPORT_EMAIL} /> or see the other ways to{' '}
            <Anchor component={Link} to="/contact" inherit>
              contact us
            </Anchor>
            .
          </Trans>
        </Text>
        <Text c="dimmed">
          <Trans>
            Questions about a payment, an invoice or your plan?{' '}
            <Anchor component={Link} to="/contact" inherit>
              Contact us about billing
            </Anchor>
            .
          </Trans>
        </Text>
        <Text c="dimmed">
          <Anchor href={localizedHref('/solutions')} inherit>
            <Trans>See how teams use Wordloom</Trans>
          </Anchor>
        </Text>
      </Section>
    </ContentPage>
  );
}
