import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconHammer, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusPage } from '../errors/StatusPage.tsx';

/**
 * Stands in for a dashboard page whose feature is still being built, so the navigation never
 * leads to a 404: it names the feature, says plainly that it is not there yet, and leads back.
 */
export function ComingSoonPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const feature = i18n._(title);
  usePageTitle(feature);
  return (
    <StatusPage
      icon={<IconHammer size={40} />}
      color="indigo"
      title={feature}
      description={
        <Trans>
          This part of Wordloom is on its way. {feature} is being built and is not available yet; everything else in
          your dashboard works as usual.
        </Trans>
      }
      actions={
        <Button component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={18} />}>
          <Trans>Back to dashboard</Trans>
        </Button>
      }
    />
  );
}
