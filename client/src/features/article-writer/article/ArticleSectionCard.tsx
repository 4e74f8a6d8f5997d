import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ArticleMarkdown } from './ArticleMarkdown.tsx';

interface ArticleSectionCardProps {
  heading: string;
  markdown: string;
  /** The text is still coming in. */
  streaming?: boolean;
  onRegenerate?: () => void;
  /** What shows under the section (its regeneration's progress). */
  footer?: ReactNode;
}

/** One section of the generated article: its heading, its text, and Regenerate when it is written. */
export function ArticleSectionCard({
  heading,
  markdown,
  streaming = false,
  onRegenerate,
  footer,
}: ArticleSectionCardProps) {
  const { t } = useLingui();
  const name = heading || t`Introduction`;
  return (
    <Box component="section" aria-label={name} aria-busy={streaming}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          {heading ? (
            <Title order={3} size="h4" style={{ flex: '1 1 12rem' }}>
              {heading}
            </Title>
          ) : (
            <span />
          )}
          {onRegenerate && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRegenerate}
              aria-label={t`Regenerate “${name}”`}
            >
              <Trans>Regenerate</Trans>
            </Button>
          )}
        </Group>
        <ArticleMarkdown markdown={markdown} headingOrder={4} />
        {footer}
      </Stack>
    </Box>
  );
}
