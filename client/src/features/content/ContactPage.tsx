import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconLifebuoy, IconMail, IconTicket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { mainSiteHref, useHasPage } from '../layout/SiteLink.tsx';
import { ContentPage, InfoCard, MailLink, Section } from './ContentPage.tsx';
import { HELLO_EMAIL, SUPPORT_EMAIL } from './facts.ts';

/** How to reach the team: by e-mail, or by support ticket once signed in (once that page exists). */
export function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact`);
  const hasSupportTickets = useHasPage()('/support');

  return (
    <ContentPage
      icon={IconMail}
      title={<Trans>Contact</Trans>}
      lead={<Trans>The quickest way to reach the Wordloom team is by e-mail. Pick the address that fits.</Trans>}
    >
      <Section title={<Trans>Write to us</Trans>}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: hasSupportTickets ? 3 : 2 }} spacing="lg">
          <InfoCard icon={IconLifebuoy} title={<Trans>Product help</Trans>}>
            <Trans>Questions about using Wordloom, your words or your account.</Trans>
            <Text fw={600} size="md" mt="sm">
              <MailLink address={SUPPORT_EMAIL} />
            </Text>
          </InfoCard>
          <InfoCard icon={IconMail} title={<Trans>Everything else</Trans>}>
            <Trans>Partnerships, press, privacy requests, job enquiries and anything that isn't product help.</Trans>
            <Text fw={600} size="md" mt="sm">
              <MailLink address={HELLO_EMAIL} />
            </Text>
          </InfoCard>
          {hasSupportTickets && (
            <InfoCard icon={IconTicket} title={<Trans>Support tickets</Trans>}>
              <Trans>
                Already signed in? You can also open a support ticket from your dashboard, so your question stays with
                your account.
              </Trans>
              <Text fw={600} size="md" mt="sm">
                <Anchor component={Link} to="/support" inherit>
                  <Trans>Open a support ticket</Trans>
                </Anchor>
              </Text>
            </InfoCard>
          )}
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Before you write</Trans>}>
        <Text size="lg" maw={760}>
          <Trans>
            Wondering how words and the free trial work? The{' '}
            <Anchor component={Link} to="/pricing" inherit>
              pricing page
            </Anchor>{' '}
            answers the most common questions, and{' '}
            <Anchor component={Link} to="/features" inherit>
              features
            </Anchor>{' '}
            lists everything Wordloom can do. To see how teams like yours use it, with worked examples, browse the{' '}
            <Anchor href={mainSiteHref('/solutions')} inherit>
              solutions
            </Anchor>
            .
          </Trans>
        </Text>
      </Section>
    </ContentPage>
  );
}
