import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { ContentPage, MailLink, Section } from './ContentPage.tsx';
import { HELLO_EMAIL } from './facts.ts';

/** Careers: no listed roles for now, and how to get in touch anyway. */
export function CareersPage() {
  const { t } = useLingui();
  usePageTitle(t`Careers`);

  return (
    <ContentPage
      icon={IconBriefcase}
      title={<Trans>Careers</Trans>}
      lead={<Trans>Wordloom is made by a small team. This is where open roles are listed when there are any.</Trans>}
    >
      <Section title={<Trans>Open roles</Trans>}>
        <Text size="lg" maw={760}>
          <Trans>We are not hiring for any listed roles right now.</Trans>
        </Text>
      </Section>

      <Section title={<Trans>Still want to work with us?</Trans>}>
        <Stack gap="md" maw={760}>
          <Text size="lg">
            <Trans>
              Write to <MailLink address={HELLO_EMAIL} />. Tell us who you are, what you are good at and what you would
              like to work on at Wordloom.
            </Trans>
          </Text>
          <Text c="dimmed">
            <Trans>
              To learn more about what we build and why, read{' '}
              <Anchor component={Link} to="/about" inherit>
                about Wordloom
              </Anchor>
              .
            </Trans>
          </Text>
        </Stack>
      </Section>
    </ContentPage>
  );
}
