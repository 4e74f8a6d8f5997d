import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconGift } from '@tabler/icons-react';
import { REFERRAL_BONUS_WORDS } from '@wordloom/shared/constants';
import { SectionCard } from './SectionCard.tsx';

/** How long "Copied" shows after copying (spec §9: copy confirmation 2 s). */
export const COPY_CONFIRMATION_MS = 2000;

/** The user's referral link, to copy and share: a friend who signs up through it gets bonus words. */
export function ReferralCard({ link }: { link: string }) {
  const { t, i18n } = useLingui();
  // Mantine's CopyButton hook, used directly so a refused clipboard can say so.
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
  const bonusWords = i18n.number(REFERRAL_BONUS_WORDS);
  return (
    <SectionCard
      icon={<IconGift size={20} />}
      title={<Trans>Referral link</Trans>}
      description={<Trans>Share your link: a friend who signs up through it gets {bonusWords} extra words.</Trans>}
    >
      <Group gap="sm" align="flex-start">
        <TextInput
          aria-label={t`Your referral link`}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 260px', minWidth: 0 }}
          error={clipboard.error ? t`Copy failed.` : undefined}
        />
        <Button
          onClick={() => clipboard.copy(link)}
          color={clipboard.copied ? 'teal' : undefined}
          leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          miw={120}
        >
          {clipboard.copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
        </Button>
      </Group>
      <VisuallyHidden role="status">{clipboard.copied && <Trans>Link copied to clipboard</Trans>}</VisuallyHidden>
    </SectionCard>
  );
}
