import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { siteHref } from '@wordloom/shared/domain/site-links';
import type { Site } from '@wordloom/shared/domain/sites';
import type { ReactNode } from 'react';
import type { PageEnvironment } from '../../../public/context.ts';
import { ColorSchemeToggle } from '../../layout/ColorSchemeToggle.tsx';
import { Logo } from '../../layout/Logo.tsx';
import footerClasses from '../../layout/SiteFooter.module.css';
import headerClasses from '../../layout/SiteHeader.module.css';
import classes from './PublicLayout.module.css';

const MOBILE_MENU_ID = 'public-mobile-menu';

const SITE_NAMES: Record<Site, ReactNode> = {
  main: undefined,
  blog: <Trans>Blog</Trans>,
  news: <Trans>News</Trans>,
  tools: <Trans>Tools</Trans>,
};

/**
 * The frame of the public blog and news pages (spec §2): the main site's navigation, which on
 * the blog and news subdomains leads back to the main site, and a short footer.
 */
export function PublicLayout({ environment, children }: { environment: PageEnvironment; children: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, menu] = useDisclosure(false);
  const { site, sites, language } = environment;
  const main = (path: string) => siteHref(sites, site, 'main', withLanguagePrefix(path, language));
  const home = site === 'main' ? main('/') : siteHref(sites, site, site, '/');
  const navigation = [
    { href: main('/features'), label: <Trans>Features</Trans> },
    { href: main('/solutions'), label: <Trans>Solutions</Trans> },
    { href: main('/pricing'), label: <Trans>Pricing</Trans> },
    { href: main('/blog'), label: <Trans>Blog</Trans> },
    { href: siteHref(sites, site, 'tools', '/'), label: <Trans>Tools</Trans> },
    { href: main('/contact'), label: <Trans>Contact</Trans> },
  ];
  const links = (className: string, onClick?: () => void) =>
    navigation.map((item) => (
      <Anchor key={item.href} href={item.href} className={className} underline="never" onClick={onClick}>
        {item.label}
      </Anchor>
    ));

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} data-site={site}>
      <Box component="header" className={headerClasses.header}>
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Anchor href={home} underline="never" aria-label={t`Wordloom home`}>
              <Logo siteName={SITE_NAMES[site]} />
            </Anchor>
            <Group component="nav" gap="lg" visibleFrom="sm" aria-label={t`Main navigation`}>
              {links(headerClasses.navLink ?? '')}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ColorSchemeToggle />
              <Group gap="sm" visibleFrom="sm" wrap="nowrap">
                <Button component="a" href={main('/login')} variant="default">
                  <Trans>Log in</Trans>
                </Button>
                <Button component="a" href={main('/signup')}>
                  <Trans>Start Free Trial</Trans>
                </Button>
              </Group>
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                hiddenFrom="sm"
                aria-label={t`Open menu`}
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
              />
            </Group>
          </Group>
        </Container>
        {/* A panel under the header rather than a drawer: it needs none of a modal's code, which these light pages do without. */}
        {menuOpen && (
          <Box id={MOBILE_MENU_ID} hiddenFrom="sm" className={classes.mobileMenu}>
            <Stack component="nav" gap="xs" p="md" aria-label={t`Mobile navigation`}>
              {links(headerClasses.mobileLink ?? '', menu.close)}
              <Button component="a" href={main('/login')} variant="default" fullWidth mt="sm">
                <Trans>Log in</Trans>
              </Button>
              <Button component="a" href={main('/signup')} fullWidth>
                <Trans>Sign Up</Trans>
              </Button>
            </Stack>
          </Box>
        )}
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" className={footerClasses.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between" gap="md">
            <Logo />
            <Group gap="lg">
              <Anchor href={main('/about')} size="sm" className={footerClasses.link}>
                <Trans>About</Trans>
              </Anchor>
              <Anchor href={main('/privacy')} size="sm" className={footerClasses.link}>
                <Trans>Privacy Policy</Trans>
              </Anchor>
              <Anchor href={main('/terms')} size="sm" className={footerClasses.link}>
                <Trans>Terms of Service</Trans>
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>Search-optimised articles and LinkedIn posts, written with an AI agent.</Trans>
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
