import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import type { ArticlePlan } from '@wordloom/shared/domain/article-markdown';

export interface PlannedPart {
  id: string;
  label: string;
}

/** The parts the article was asked for, in the order the writer writes them (the ids splitArticleMarkdown gives). */
export function usePlannedParts(plan: ArticlePlan): PlannedPart[] {
  const { t } = useLingui();
  return [
    { id: 'intro', label: t`Introduction` },
    ...(plan.includeKeyTakeaways ? [{ id: 'takeaways', label: t`Key takeaways` }] : []),
    ...plan.outline.map((section, index) => ({ id: `s${index + 1}`, label: section.heading })),
    ...(plan.includeFaq ? [{ id: 'faq', label: t`FAQ section` }] : []),
  ];
}

/** The outline beside the streaming article: the parts written are ticked, the one being written is marked. */
export function WritingProgress({ parts, writing }: { parts: PlannedPart[]; writing: number }) {
  return (
    <div>
      <Text fw={600} mb="xs">
        <Trans>Outline</Trans>
      </Text>
      <List spacing={6} size="sm" center>
        {parts.map((part, index) => {
          const done = index < writing;
          const current = index === writing;
          return (
            <List.Item
              key={part.id}
              aria-current={current ? 'step' : undefined}
              icon={
                <ThemeIcon size={20} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'gray'}>
                  {done ? <IconCheck size={12} aria-hidden /> : current ? <IconPencil size={12} aria-hidden /> : null}
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={current ? 600 : undefined} c={done || current ? undefined : 'dimmed'}>
                {part.label}
                {done && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    <Trans>(written)</Trans>
                  </Text>
                )}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
