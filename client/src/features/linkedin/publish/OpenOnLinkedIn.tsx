import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandLinkedin, IconExternalLink } from '@tabler/icons-react';

/** The published post on LinkedIn, in a new tab: the fallback when the browser blocked the tab publishing opened. */
export function OpenOnLinkedIn({ url, size = 'sm' }: { url: string; size?: ButtonProps['size'] }) {
  const { t } = useLingui();
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      leftSection={<IconBrandLinkedin size={18} aria-hidden />}
      rightSection={<IconExternalLink size={14} aria-hidden />}
      aria-label={t`Open on LinkedIn (opens in a new tab)`}
    >
      <Trans>Open on LinkedIn</Trans>
    </Button>
  );
}
