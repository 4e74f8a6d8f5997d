import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconFeather } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The Wordloom mark, with the site's name after it on the subdomains ("Blog", "News", "Tools"). */
export function Logo({ siteName }: { siteName?: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan', deg: 135 }}>
        <IconFeather size={20} />
      </ThemeIcon>
      <Text fw={800} size="lg" c="var(--mantine-color-text)">
        Wordloom
      </Text>
      {siteName && (
        <Text fw={500} size="lg" c="dimmed">
          {siteName}
        </Text>
      )}
    </Group>
  );
}
