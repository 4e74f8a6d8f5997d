import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { ContentPage, MailLink, Section } from './ContentPage.tsx';
import { FREE_TRIAL, HELLO_EMAIL } from './facts.ts';

/** Changing the terms' wording means changing this date too. */
const LAST_UPDATED = new Date(2026, 10, 22);

const { freeWordDays } = FREE_TRIAL;

/** The terms of service, in plain language. */
export function TermsPage() {
  const { t } = useLingui();
  usePageTitle(t`Terms of Service`);

  return (
    <ContentPage
      icon={IconFileText}
      title={<Trans>Terms of Service</Trans>}
      lead={<Trans>The rules for using Wordloom, written to be read. By using Wordloom you agree to them.</Trans>}
      lastUpdated={LAST_UPDATED}
      width="md"
    >
      <Section title={<Trans>Your account</Trans>}>
        <Text>
          <Trans>
            You need an account to write with Wordloom. Give accurate details, keep your sign-in to yourself, and tell
            us if you think someone else is using your account. You are responsible for what is done with it.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>Acceptable use</Trans>}>
        <Text>
          <Trans>Use Wordloom fairly. In particular:</Trans>
        </Text>
        <List spacing="sm">
          <List.Item>
            <Trans>Don't create or publish content that is illegal, deceptive, hateful or spam.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Don't infringe anyone else's rights, such as their copyright or privacy.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Don't try to break or overload the service, or get around its limits, such as your word balance.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Follow the rules of LinkedIn and of any other platform you publish or share to.</Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>We may suspend an account that is used in these ways.</Trans>
        </Text>
      </Section>

      <Section title={<Trans>Your content stays yours</Trans>}>
        <Text>
          <Trans>
            What you create with Wordloom belongs to you. You allow us to store and process it only as far as we need to
            run the service for you, for example to generate, save, schedule and publish it. The{' '}
            <Anchor component={Link} to="/privacy" inherit>
              privacy policy
            </Anchor>{' '}
            explains what we store.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>Words</Trans>}>
        <Text>
          <Trans>
            Words are a prepaid credit: you get them first, and they are used up as Wordloom writes for you. When your
            balance runs out, you can't generate new content until you get more words.
          </Trans>
        </Text>
        <Text>
          <Trans>The free words you get at sign-up expire {freeWordDays} days after you sign up.</Trans>
        </Text>
      </Section>

      <Section title={<Trans>Review what the AI writes</Trans>}>
        <Text>
          <Trans>
            Text written by AI can be wrong, out of date or unsuitable for your audience. Read and edit everything
            Wordloom writes before you publish it; you are responsible for what you publish.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>Changes to the service and these terms</Trans>}>
        <Text>
          <Trans>
            We keep improving Wordloom, so features may be added, changed or removed. When we change these terms, we
            update this page and the date at the top.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>Contact</Trans>}>
        <Text>
          <Trans>
            Questions about these terms? Write to <MailLink address={HELLO_EMAIL} />.
          </Trans>
        </Text>
      </Section>
    </ContentPage>
  );
}
