import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconChartBar,
  IconLifebuoy,
  IconLinkOff,
  IconListDetails,
  IconMailHeart,
  IconPlugConnected,
  IconShieldLock,
  IconSparkles,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface AdminSection {
  to:
    | '/admin'
    | '/admin/ai'
    | '/admin/http-mappings'
    | '/admin/newsletter'
    | '/admin/support'
    | '/admin/tools'
    | '/admin/tools/analytics'
    | '/admin/users'
    | '/admin/audit'
    | '/admin/removed-urls';
  label: ReactNode;
  icon: ReactNode;
}

/** The section a page belongs to: the one whose path is the longest start of the page's (a tool's editor is under Tools). */
function currentSection(sections: readonly AdminSection[], pathname: string): AdminSection['to'] | undefined {
  const containing = sections.filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return containing.reduce<AdminSection | undefined>(
    (longest, section) => (longest && longest.to.length >= section.to.length ? longest : section),
    undefined,
  )?.to;
}

/** The admin area's sections, so an admin can move between them without the dashboard page. */
export function AdminNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const sections: AdminSection[] = [
    { to: '/admin', label: <Trans>Admin Dashboard</Trans>, icon: <IconShieldLock size={16} /> },
    { to: '/admin/users', label: <Trans>Users</Trans>, icon: <IconUsers size={16} /> },
    { to: '/admin/ai', label: <Trans>AI playground</Trans>, icon: <IconSparkles size={16} /> },
    { to: '/admin/http-mappings', label: <Trans>HTTP mappings</Trans>, icon: <IconPlugConnected size={16} /> },
    { to: '/admin/newsletter', label: <Trans>Newsletter</Trans>, icon: <IconMailHeart size={16} /> },
    { to: '/admin/support', label: <Trans>Support</Trans>, icon: <IconLifebuoy size={16} /> },
    { to: '/admin/tools', label: <Trans>Tools</Trans>, icon: <IconTool size={16} /> },
    { to: '/admin/tools/analytics', label: <Trans>Tool analytics</Trans>, icon: <IconChartBar size={16} /> },
    { to: '/admin/removed-urls', label: <Trans>Removed URLs</Trans>, icon: <IconLinkOff size={16} /> },
    { to: '/admin/audit', label: <Trans>Audit log</Trans>, icon: <IconListDetails size={16} /> },
  ];
  return (
    <Group component="nav" aria-label={t`Admin sections`} gap={4} wrap="wrap">
      {sections.map(({ to, label, icon }) => {
        const current = to === currentSection(sections, pathname);
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            leftSection={icon}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}

/** The top of every admin page: the sections, the page's title and what it is for. */
export function AdminPageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap="sm">
      <AdminNav />
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
