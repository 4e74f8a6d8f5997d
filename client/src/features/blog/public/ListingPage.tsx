import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { categoryListingPath } from '@wordloom/shared/domain/blog-paths';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { siteHref, siteUrl } from '@wordloom/shared/domain/site-links';
import type { Site } from '@wordloom/shared/domain/sites';
import type { ArticleListing, PageEnvironment } from '../../../public/context.ts';
import { ArticleCard } from './ArticleCard.tsx';

type Listing = ArticleListing;

const HEADINGS: Record<Site, MessageDescriptor> = {
  main: msg`Blog`,
  blog: msg`Blog`,
  news: msg`News`,
  tools: msg`Blog`,
};
const DESCRIPTIONS: Record<Site, MessageDescriptor> = {
  main: msg`Guides, research and news on writing for search and for LinkedIn, from the Wordloom team.`,
  blog: msg`Guides and research on writing for search and for LinkedIn, from the Wordloom team.`,
  news: msg`What is new at Wordloom: launches, languages and improvements.`,
  tools: msg`Guides, research and news on writing for search and for LinkedIn, from the Wordloom team.`,
};

/** The path of this listing (index or category) on its site, in the page language. */
function listingPath(environment: PageEnvironment, category: string | null, page = 1): string {
  const base = category ? categoryListingPath(category) : environment.site === 'main' ? '/blog' : '/';
  const path = withLanguagePrefix(base, environment.language);
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Title, description and canonical of a listing page; the RSS feed as an alternate. */
export function listingHead(listing: Listing, environment: PageEnvironment, category: string | null, i18n: I18n) {
  const heading = listing.categoryName ?? i18n._(HEADINGS[environment.site]);
  const description = i18n._(DESCRIPTIONS[environment.site]);
  const canonical = siteUrl(environment.sites, environment.site, listingPath(environment, category, listing.page));
  const feed = category ? `${categoryListingPath(category)}/rss.xml` : '/rss.xml';
  return {
    meta: [
      { title: `${heading} · Wordloom` },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: heading },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      { rel: 'alternate', type: 'application/rss+xml', title: heading, href: feed },
    ],
  };
}

/** A public list of articles: the blog or news index, or one category's page. */
export function ListingPage({
  listing,
  environment,
  category,
}: {
  listing: Listing;
  environment: PageEnvironment;
  category: string | null;
}) {
  const { i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(listing.total / listing.pageSize));
  const heading = listing.categoryName ?? i18n._(HEADINGS[environment.site]);
  const categories = [...new Set(listing.items.map((item) => item.category).filter(Boolean))];
  const href = (path: string) => siteHref(environment.sites, environment.site, environment.site, path);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed">{i18n._(DESCRIPTIONS[environment.site])}</Text>
          </Stack>
          <Anchor href={category ? `${categoryListingPath(category)}/rss.xml` : '/rss.xml'} size="sm">
            <Group gap={4}>
              <IconRss size={16} />
              <Trans>RSS feed</Trans>
            </Group>
          </Anchor>
        </Group>
        {!category && categories.length > 0 && (
          <Group gap="xs" component="nav" aria-label={i18n._(msg`Categories`)}>
            {categories.map((name) => (
              <Anchor
                key={name}
                href={href(withLanguagePrefix(categoryListingPath(name), environment.language))}
                size="sm"
              >
                {name}
              </Anchor>
            ))}
          </Group>
        )}
        {listing.items.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            <Trans>No articles have been published here yet.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {listing.items.map((article) => (
              <ArticleCard key={article.id} article={article} href={href(article.path ?? '/')} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center" gap="md" component="nav" aria-label={i18n._(msg`Pages`)}>
            {listing.page > 1 && (
              <Anchor href={href(listingPath(environment, category, listing.page - 1))} rel="prev">
                <Trans>Newer articles</Trans>
              </Anchor>
            )}
            <Text size="sm" c="dimmed">
              <Trans>
                Page {listing.page} of {pages}
              </Trans>
            </Text>
            {listing.page < pages && (
              <Anchor href={href(listingPath(environment, category, listing.page + 1))} rel="next">
                <Trans>Older articles</Trans>
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
