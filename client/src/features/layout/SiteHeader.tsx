import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Button, Container, Divider, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconCreditCard,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { Logo } from './Logo.tsx';
import classes from './SiteHeader.module.css';
import { mainSiteHref, SiteLink, type SitePath, useHasPage } from './SiteLink.tsx';

function navigationItems(): { to: SitePath; label: ReactNode }[] {
  return [
    { to: '/features', label: <Trans>Features</Trans> },
    { to: '/solutions', label: <Trans>Solutions</Trans> },
    { to: '/pricing', label: <Trans>Pricing</Trans> },
    { to: '/blog', label: <Trans>Blog</Trans> },
    { to: '/contact', label: <Trans>Contact</Trans> },
  ];
}

type SignedInUser = { email: string; isAdmin: boolean };

/** The signed-in visitor's menu on the public pages (spec §2 "Logged in menu"). */
function SignedInMenu({ user, onSignOut }: { user: SignedInUser; onSignOut: () => void }) {
  const name = user.email.split('@')[0] ?? user.email;
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} />} maw={220}>
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={mainSiteHref('/dashboard')} leftSection={<IconLayoutDashboard size={16} />}>
          <Trans>Dashboard</Trans>
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component="a" href={mainSiteHref('/admin')} leftSection={<IconShieldLock size={16} />}>
            <Trans>Admin Dashboard</Trans>
          </Menu.Item>
        )}
        <Menu.Item component="a" href={mainSiteHref('/account')} leftSection={<IconSettings size={16} />}>
          <Trans>Account Settings</Trans>
        </Menu.Item>
        <Menu.Item component="a" href={mainSiteHref('/subscription')} leftSection={<IconCreditCard size={16} />}>
          <Trans>Subscription</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          <Trans>Log Out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Public header (spec §2): navigation, Log in and Start Free Trial (or the signed-in menu), and a slide-out menu on phones. */
export function SiteHeader({ siteName }: { siteName?: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, menu] = useDisclosure(false);
  const hasPage = useHasPage();
  const navigation = navigationItems().filter((item) => hasPage(item.to));
  // Signed out is the default answer: a failing check only costs the signed-in menu.
  const user = trpc.auth.me.useQuery(undefined, { ...SHOWS_OWN_ERRORS, retry: false }).data;
  const signOut = useSignOut();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <SiteLink to="/" underline="never" aria-label={t`Wordloom home`}>
            <Logo siteName={siteName} />
          </SiteLink>
          <Group component="nav" gap="lg" visibleFrom="sm" aria-label={t`Main navigation`}>
            {navigation.map((item) => (
              <SiteLink key={item.to} to={item.to} className={classes.navLink} underline="never">
                {item.label}
              </SiteLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <Group gap="sm" visibleFrom="sm" wrap="nowrap">
              {user ? (
                <SignedInMenu user={user} onSignOut={signOut} />
              ) : (
                <>
                  <Button component="a" href={mainSiteHref('/login')} variant="default">
                    <Trans>Log in</Trans>
                  </Button>
                  <Button component="a" href={mainSiteHref('/signup')}>
                    <Trans>Start Free Trial</Trans>
                  </Button>
                </>
              )}
            </Group>
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" aria-label={t`Open menu`} />
          </Group>
        </Group>
      </Container>
      <Drawer opened={menuOpen} onClose={menu.close} title={<Logo siteName={siteName} />} hiddenFrom="sm" size="100%">
        <Stack component="nav" gap="xs" aria-label={t`Mobile navigation`}>
          {navigation.map((item) => (
            <SiteLink key={item.to} to={item.to} className={classes.mobileLink} onClick={menu.close} underline="never">
              {item.label}
            </SiteLink>
          ))}
          <Divider my="sm" />
          {user ? (
            <>
              <Button component="a" href={mainSiteHref('/dashboard')} fullWidth>
                <Trans>Dashboard</Trans>
              </Button>
              <Button variant="default" fullWidth onClick={signOut}>
                <Trans>Logout</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button component="a" href={mainSiteHref('/login')} variant="default" fullWidth>
                <Trans>Log in</Trans>
              </Button>
              <Button component="a" href={mainSiteHref('/signup')} fullWidth>
                <Trans>Sign Up</Trans>
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
