import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/**
 * Which languages the template composer writes posts in (its phrase tables,
 * server/src/lib/ai/composer/languages.ts), so a draft in English for another language is expected.
 */
export function ComposerLanguagesNote() {
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        The composer writes LinkedIn posts in English, Chinese, Hindi, Spanish, French, Arabic, Portuguese, Russian,
        Japanese and German; for any other language it writes English.
      </Trans>
    </Text>
  );
}
