import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** For result screens (sent, verified, failed): a large icon above the title. */
  icon?: ReactNode;
  iconColor?: string;
  /** Under the card, e.g. the way to the other one of Log In and sign-up. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The frame of the account pages: one centred card with a title, about 440 px wide and full width on phones. */
export function AuthCard({ title, subtitle, icon, iconColor = 'indigo', footer, children }: AuthCardProps) {
  return (
    <Container size={480} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 32 }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            {icon && (
              <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} mb="xs">
                {icon}
              </ThemeIcon>
            )}
            <Title order={1} fz={{ base: 24, xs: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" c="dimmed" mt="lg">
          {footer}
        </Text>
      )}
    </Container>
  );
}
