import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  color: string;
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}

/** The common frame of the error and status pages: icon, title, text, action buttons. */
export function StatusPage({ icon, color, title, description, actions, children }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg" maw={520}>
          {description}
        </Text>
        {children}
        <Group justify="center" mt="md">
          {actions}
        </Group>
      </Stack>
    </Container>
  );
}

/** "Something went wrong": the render-error screen and the /error page, each with its own way out. */
export function SomethingWentWrong({ actions, children }: { actions: ReactNode; children?: ReactNode }) {
  return (
    <StatusPage
      icon={<IconAlertTriangle size={40} />}
      color="red"
      title={<Trans>Something went wrong</Trans>}
      description={<Trans>We've encountered an unexpected error</Trans>}
      actions={actions}
    >
      {children}
    </StatusPage>
  );
}
