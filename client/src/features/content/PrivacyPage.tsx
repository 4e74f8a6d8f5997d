import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/page-title.ts';
import { ContentPage, MailLink, Section } from './ContentPage.tsx';
import { HELLO_EMAIL } from './facts.ts';

/** Changing the policy's wording means changing this date too. */
const LAST_UPDATED = new Date(2026, 10, 22);

/** The privacy policy, in plain language. */
export function PrivacyPage() {
  const { t } = useLingui();
  usePageTitle(t`Privacy Policy`);

  return (
    <ContentPage
      icon={IconShieldLock}
      title={<Trans>Privacy Policy</Trans>}
      lead={<Trans>What Wordloom stores about you, why it stores it, and what you can ask us to do with it.</Trans>}
      lastUpdated={LAST_UPDATED}
      width="md"
    >
      <Section title={<Trans>What we store</Trans>}>
        <Text>
          <Trans>We keep only what the service needs to work for you:</Trans>
        </Text>
        <List spacing="sm">
          <List.Item>
            <Trans>Account data, such as your name, your e-mail address and what you need to sign in.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Profile: the information you choose to add to your profile.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Content you create: keywords, outlines, articles, LinkedIn posts, drafts, schedules, templates and the
              instructions you give the AI agent.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Words ledger: a record of the words you receive, buy and use, so your balance always adds up.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Messages you send us, such as support tickets and e-mails.</Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>You can read the public blog and news, and run the tools, without an account.</Trans>
        </Text>
      </Section>

      <Section title={<Trans>Connected accounts</Trans>}>
        <Text>
          <Trans>
            When you connect your Google or LinkedIn account, that service gives us access tokens. We keep them
            encrypted and use them only for what you asked for, such as publishing or scheduling a post on LinkedIn.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>How we use your data</Trans>}>
        <Text>
          <Trans>
            We use your data to run Wordloom for you: to create and keep your content, to count your words, to publish
            what you ask us to publish, and to answer you when you contact us.
          </Trans>
        </Text>
        <Text>
          <Trans>
            To write for you, the keywords, topics and instructions you give are processed by the AI models that
            generate your text.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>We don't sell your data</Trans>}>
        <Text>
          <Trans>We don't sell your data, and we don't rent it or trade it to anyone.</Trans>
        </Text>
      </Section>

      <Section title={<Trans>Cookies</Trans>}>
        <Text>
          <Trans>
            Wordloom sets one cookie: a session cookie that keeps you signed in. There are no advertising or tracking
            cookies.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Your choice of language and colour scheme is remembered in your browser's local storage, on your own device.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>Your rights</Trans>}>
        <Text>
          <Trans>
            You can ask for a copy of your data, or for your account and everything in it to be deleted. Write to{' '}
            <MailLink address={HELLO_EMAIL} /> and we will take care of it.
          </Trans>
        </Text>
      </Section>

      <Section title={<Trans>Changes to this policy</Trans>}>
        <Text>
          <Trans>When we change this policy, we update this page and the date at the top.</Trans>
        </Text>
      </Section>

      <Section title={<Trans>Contact</Trans>}>
        <Text>
          <Trans>
            Questions about your privacy? Write to <MailLink address={HELLO_EMAIL} />.
          </Trans>
        </Text>
      </Section>
    </ContentPage>
  );
}
