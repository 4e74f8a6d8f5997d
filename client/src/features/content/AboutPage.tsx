import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoin, IconFeather, IconHandStop, IconLanguage, IconLock, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import { usePageTitle } from '../../lib/page-title.ts';
import { ContentPage, InfoCard, Section } from './ContentPage.tsx';

const languageCount = LANGUAGE_CODES.length;

/** What Wordloom is, why it exists and the principles it is built on. */
export function AboutPage() {
  const { t } = useLingui();
  usePageTitle(t`About`);

  return (
    <ContentPage
      icon={IconFeather}
      title={<Trans>About Wordloom</Trans>}
      lead={
        <Trans>
          Wordloom helps you write the content that brings readers to you: search-optimised articles and LinkedIn posts,
          drafted with an AI agent and finished by you.
        </Trans>
      }
    >
      <Section title={<Trans>What Wordloom is</Trans>}>
        <Stack gap="md" maw={760}>
          <Text size="lg">
            <Trans>
              Wordloom is a writing workspace for two jobs: articles that get found in search, and LinkedIn posts that
              reach the right people. It walks you from a keyword to a finished, edited article, and from a topic to a
              post you can schedule, publish and measure.
            </Trans>
          </Text>
          <Text size="lg">
            <Trans>
              Alongside the product, Wordloom runs a public blog, a news site and no-code tools that anyone can use
              without an account.
            </Trans>
          </Text>
        </Stack>
      </Section>

      <Section title={<Trans>Why we build it</Trans>}>
        <Stack gap="md" maw={760}>
          <Text size="lg">
            <Trans>
              Writing that brings people to you takes time: research, structure, and a voice that suits the audience.
              Writing it for search engines and social networks, in more than one language, takes even more.
            </Trans>
          </Text>
          <Text size="lg">
            <Trans>
              Our mission is to take the slow, repetitive parts off your plate, so that your time goes to what only you
              can add: your knowledge, your judgement and your voice.
            </Trans>
          </Text>
        </Stack>
      </Section>

      <Section title={<Trans>What we believe</Trans>}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <InfoCard icon={IconCoin} title={<Trans>Honest metering in words</Trans>}>
            <Trans>
              One unit, the word, measures everything Wordloom writes for you, so what you pay for is easy to follow.
              You can try it without a card.
            </Trans>
          </InfoCard>
          <InfoCard icon={IconLanguage} title={<Trans>Content in the reader's language</Trans>}>
            <Trans>
              People trust what is written in their own language. Wordloom writes in {languageCount} languages,
              right-to-left scripts included.
            </Trans>
          </InfoCard>
          <InfoCard icon={IconHandStop} title={<Trans>You stay in control</Trans>}>
            <Trans>
              The AI drafts and you decide. You choose the keywords, title and outline, edit the result, and nothing is
              published until you say so.
            </Trans>
          </InfoCard>
          <InfoCard icon={IconUser} title={<Trans>Written for people</Trans>}>
            <Trans>
              Search engines bring the visitors, but people do the reading. Content should be useful to them first.
            </Trans>
          </InfoCard>
          <InfoCard icon={IconLock} title={<Trans>Your content is yours</Trans>}>
            <Trans>
              What you create belongs to you. We keep your data to run the service and never sell it; the{' '}
              <Anchor component={Link} to="/privacy" inherit>
                privacy policy
              </Anchor>{' '}
              explains the details.
            </Trans>
          </InfoCard>
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Talk to us</Trans>}>
        <Text size="lg" maw={760}>
          <Trans>
            Questions, ideas or feedback are welcome on our{' '}
            <Anchor component={Link} to="/contact" inherit>
              contact page
            </Anchor>
            . If you would like to work with us, see{' '}
            <Anchor component={Link} to="/careers" inherit>
              careers
            </Anchor>
            .
          </Trans>
        </Text>
      </Section>
    </ContentPage>
  );
}
