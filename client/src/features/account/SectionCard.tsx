import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title, e.g. a section-wide action. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the account page: a titled card, labelled by its heading for screen readers. */
export function SectionCard({ icon, title, description, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon size={36} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}
