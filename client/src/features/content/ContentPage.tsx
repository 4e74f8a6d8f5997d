import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ContentPage.module.css';

interface ContentPageProps {
  icon: Icon;
  title: ReactNode;
  lead: ReactNode;
  /** Shown under the lead, for pages whose wording is a commitment (privacy, terms). */
  lastUpdated?: Date;
  /** Buttons under the hero text. */
  actions?: ReactNode;
  /** Long-form text reads better in a narrower column than card grids need. */
  width?: 'md' | 'lg';
  children: ReactNode;
}

/** The frame of the public content pages: a hero with title and lead, then the page's sections. */
export function ContentPage({
  icon: PageIcon,
  title,
  lead,
  lastUpdated,
  actions,
  width = 'lg',
  children,
}: ContentPageProps) {
  const { i18n } = useLingui();
  const updatedOn = lastUpdated && i18n.date(lastUpdated, { dateStyle: 'long' });
  return (
    <>
      <Box className={classes.hero}>
        <Container size={width} py={{ base: 40, sm: 72 }}>
          <Stack gap="md" maw={760}>
            <ThemeIcon size={56} radius="md" variant="light">
              <PageIcon size={30} />
            </ThemeIcon>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text size="xl" c="dimmed">
              {lead}
            </Text>
            {updatedOn && (
              <Text size="sm" c="dimmed">
                <Trans>Last updated: {updatedOn}</Trans>
              </Text>
            )}
            {actions && (
              <Group gap="md" mt="xs">
                {actions}
              </Group>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size={width} py={{ base: 40, sm: 64 }}>
        <Stack gap={width === 'md' ? 40 : 56}>{children}</Stack>
      </Container>
    </>
  );
}

interface SectionProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** One titled part of a content page. */
export function Section({ title, description, children }: SectionProps) {
  return (
    <Stack component="section" gap="md">
      <Stack gap={6}>
        <Title order={2}>{title}</Title>
        {description && (
          <Text c="dimmed" size="lg">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

interface InfoCardProps {
  icon: Icon;
  title: ReactNode;
  children: ReactNode;
}

/** A bordered card with an icon, a short title and a line or two of text. */
export function InfoCard({ icon: CardIcon, title, children }: InfoCardProps) {
  return (
    <Card withBorder padding="lg" radius="lg" className={classes.card}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="md" variant="light">
          <CardIcon size={22} />
        </ThemeIcon>
        <Text fw={700} size="lg" lh={1.3}>
          {title}
        </Text>
      </Group>
      <Text c="dimmed" size="sm" mt="sm" component="div">
        {children}
      </Text>
    </Card>
  );
}

/** An e-mail address as a mailto link; kept out of messages so translators cannot alter it. */
export function MailLink({ address }: { address: string }) {
  return (
    <Anchor href={`mailto:${address}`} inherit>
      {address}
    </Anchor>
  );
}
