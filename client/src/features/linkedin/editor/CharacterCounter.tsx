import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { LINKEDIN_MAX_CHARACTERS } from '@wordloom/shared/domain/linkedin-text';

/**
 * How long the post is as LinkedIn will receive it, against its 3,000-character limit; red and
 * saying so beyond it.
 */
export function CharacterCounter({ length }: { length: number }) {
  const { i18n } = useLingui();
  const over = length > LINKEDIN_MAX_CHARACTERS;
  const used = i18n.number(length);
  const limit = i18n.number(LINKEDIN_MAX_CHARACTERS);
  const excess = i18n.number(length - LINKEDIN_MAX_CHARACTERS);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c={over ? 'red' : 'dimmed'} fw={over ? 700 : 400}>
          <Trans>
            {used} / {limit} characters
          </Trans>
        </Text>
        {over && (
          <Text size="sm" c="red" fw={600}>
            <Trans>{excess} over LinkedIn's limit</Trans>
          </Text>
        )}
      </Group>
      <Progress
        value={Math.min(100, (length / LINKEDIN_MAX_CHARACTERS) * 100)}
        color={over ? 'red' : length > LINKEDIN_MAX_CHARACTERS * 0.9 ? 'yellow' : 'blue'}
        size="xs"
        aria-hidden
      />
    </Stack>
  );
}
