import { Trans } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import type { Site } from '@wordloom/shared/domain/sites';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const SITE_NAMES: Record<Site, ReactNode> = {
  main: undefined,
  blog: <Trans>Blog</Trans>,
  news: <Trans>News</Trans>,
  tools: <Trans>Tools</Trans>,
};

/**
 * The frame of each site (spec §2 Layouts): the main site, and the blog, news and tools
 * subdomains, which carry their name next to the logo and link back to the main site.
 */
export function SiteLayout({ site, children }: { site: Site; children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} data-site={site}>
      <SiteHeader siteName={SITE_NAMES[site]} />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
