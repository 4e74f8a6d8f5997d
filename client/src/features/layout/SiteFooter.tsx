import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { FOOTER_COPYRIGHT_YEAR } from '@wordloom/shared/constants';
import type { ReactNode } from 'react';
import { siteAddress } from '../../lib/site-address.ts';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';
import classes from './SiteFooter.module.css';
import { SiteLink, type SitePath, useHasPage } from './SiteLink.tsx';

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/company/wordloom', label: 'LinkedIn', icon: IconBrandLinkedin },
  { href: 'https://x.com/wordloom', label: 'X (Twitter)', icon: IconBrandX },
  { href: 'https://www.facebook.com/wordloom', label: 'Facebook', icon: IconBrandFacebook },
];

function FooterColumn({
  title,
  links,
  children,
}: {
  title: ReactNode;
  links: { to: SitePath; label: ReactNode }[];
  /** Links to the other sites, after the main site's. */
  children?: ReactNode;
}) {
  const hasPage = useHasPage();
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {title}
      </Text>
      {links
        .filter((link) => hasPage(link.to))
        .map((link) => (
          <SiteLink key={link.to} to={link.to} className={classes.link} size="sm">
            {link.label}
          </SiteLink>
        ))}
      {children}
    </Stack>
  );
}

/** Public footer (spec §1): Product, Company and Legal links, social links, language selector. */
export function SiteFooter() {
  const { t } = useLingui();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm" c="dimmed" maw={280}>
              <Trans>Search-optimised articles and LinkedIn posts, written with an AI agent.</Trans>
            </Text>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ href, label, icon: Icon }) => (
                <ActionIcon
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={label}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <FooterColumn
            title={<Trans>Product</Trans>}
            links={[
              { to: '/features', label: <Trans>Features</Trans> },
              { to: '/solutions', label: <Trans>Solutions</Trans> },
              { to: '/pricing', label: <Trans>Pricing</Trans> },
              { to: '/blog', label: <Trans>Blog</Trans> },
            ]}
          >
            <Anchor href={siteAddress('tools', '/')} className={classes.link} size="sm">
              <Trans>Tools</Trans>
            </Anchor>
          </FooterColumn>
          <FooterColumn
            title={<Trans>Company</Trans>}
            links={[
              { to: '/about', label: <Trans>About</Trans> },
              { to: '/careers', label: <Trans>Careers</Trans> },
              { to: '/contact', label: <Trans>Contact</Trans> },
            ]}
          />
          <FooterColumn
            title={<Trans>Legal</Trans>}
            links={[
              { to: '/privacy', label: <Trans>Privacy Policy</Trans> },
              { to: '/terms', label: <Trans>Terms of Service</Trans> },
            ]}
          />
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            <Trans>© {FOOTER_COPYRIGHT_YEAR} Wordloom. All rights reserved.</Trans>
          </Text>
          <Group gap="xs" aria-label={t`Language`}>
            <LanguageSelector />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
