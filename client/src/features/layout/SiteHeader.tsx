import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { Logo } from './Logo.tsx';
import classes from './SiteHeader.module.css';
import { mainSiteHref, SiteLink, type SitePath } from './SiteLink.tsx';

function navigationItems(): { to: SitePath; label: ReactNode }[] {
  return [
    { to: '/features', label: <Trans>Features</Trans> },
    { to: '/pricing', label: <Trans>Pricing</Trans> },
    { to: '/blog', label: <Trans>Blog</Trans> },
    { to: '/contact', label: <Trans>Contact</Trans> },
  ];
}

/** Public header (spec §2): navigation, Log in and Start Free Trial, and a slide-out menu on phones. */
export function SiteHeader({ siteName }: { siteName?: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, menu] = useDisclosure(false);
  const navigation = navigationItems();

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
              <Button component="a" href={mainSiteHref('/login')} variant="default">
                <Trans>Log in</Trans>
              </Button>
              <Button component="a" href={mainSiteHref('/signup')}>
                <Trans>Start Free Trial</Trans>
              </Button>
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
          <Button component="a" href={mainSiteHref('/login')} variant="default" fullWidth>
            <Trans>Log in</Trans>
          </Button>
          <Button component="a" href={mainSiteHref('/signup')} fullWidth>
            <Trans>Sign Up</Trans>
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
