import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
