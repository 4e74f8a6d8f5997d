import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { categoryListingPath } from '@wordloom/shared/domain/blog-paths';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { articleSite, siteHref, siteUrl } from '@wordloom/shared/domain/site-links';
import type { ArticleDetail, ArticleSummary } from '@wordloom/shared/schemas/blog';
import { useEffect, useState } from 'react';
import type { ArticleSeo, PageEnvironment } from '../../../public/context.ts';
import { ArticleView } from '../article/ArticleView.tsx';
import { EngagementBar } from '../article/EngagementBar.tsx';
import { LazyShareDialog } from '../article/LazyShareDialog.tsx';
import { useArticleViewer } from '../article/use-article-viewer.ts';
import { NewsletterSubscribe } from '../newsletter/NewsletterSubscribe.tsx';
import { publicApi } from '../public-api.ts';

export interface ArticlePageData {
  article: ArticleDetail;
  seo: ArticleSeo;
  related: ArticleSummary[];
}

const PUBLISHER = 'Wordloom';
const SITE_NAMES = { blog: msg`Wordloom Blog`, news: msg`Wordloom News` } as const;

/** Search engines' and social networks' view of an article (spec §2; issue 17 point 4). */
export function articleHead({ article, seo }: ArticlePageData, environment: PageEnvironment, i18n: I18n) {
  const site = articleSite(article.contentType);
  const siteName = i18n._(SITE_NAMES[site === 'news' ? 'news' : 'blog']);
  const description = article.metaDescription || article.excerpt;
  const published = (article.publishedAt ?? article.createdAt).toISOString();
  const modified = article.updatedAt.toISOString();
  const listingUrl = siteUrl(environment.sites, site, withLanguagePrefix('/', article.languageCode as never));
  const breadcrumb = [
    { name: siteName, url: listingUrl },
    ...(article.category
      ? [{ name: article.category, url: siteUrl(environment.sites, site, categoryListingPath(article.category)) }]
      : []),
    { name: article.title, url: seo.canonicalUrl },
  ];
  return {
    meta: [
      { title: `${article.title} · ${siteName}` },
      { name: 'description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: article.title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: seo.canonicalUrl },
      { property: 'og:image', content: seo.imageUrl },
      { property: 'og:locale', content: article.languageCode },
      { property: 'article:published_time', content: published },
      { property: 'article:modified_time', content: modified },
      ...(article.category ? [{ property: 'article:section', content: article.category }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: article.title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: seo.imageUrl },
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': article.contentType === 'news' ? 'NewsArticle' : 'Article',
          headline: article.title,
          description,
          image: [seo.imageUrl],
          datePublished: published,
          dateModified: modified,
          inLanguage: article.languageCode,
          mainEntityOfPage: seo.canonicalUrl,
          author: [{ '@type': 'Person', name: article.authorName }],
          publisher: {
            '@type': 'Organization',
            name: PUBLISHER,
            logo: { '@type': 'ImageObject', url: `${environment.sites.origins.main}/favicon.svg` },
          },
          ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
          ...(article.category ? { articleSection: article.category } : {}),
        },
      },
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: breadcrumb.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: item.url,
          })),
        },
      },
    ],
    links: [
      { rel: 'canonical', href: seo.canonicalUrl },
      ...seo.alternates.map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
    ],
  };
}

/** Counts the visit once the page is in the browser (the server's copy is cached for everyone). */
function useRecordedView(articleId: string): void {
  useEffect(() => {
    void publicApi()
      .then((api) => api.blogEngagement.recordView.mutate({ id: articleId }))
      .catch(() => undefined);
  }, [articleId]);
}

/** A published article on the main site or its blog or news subdomain (spec §2 "Blog post page"). */
export function ArticlePage({ page, environment }: { page: ArticlePageData; environment: PageEnvironment }) {
  const { article, related, seo } = page;
  const { site, sites } = environment;
  const onSubdomain = site !== 'main';
  const viewer = useArticleViewer(article.id);
  const [share, setShare] = useState({ opened: false, everOpened: false });
  useRecordedView(article.id);
  const href = (path: string | null) => siteHref(sites, site, site, path ?? '/');
  const listing = onSubdomain ? href('/') : href(withLanguagePrefix('/blog', environment.language));
  const categories = [article.category, article.subcategory, article.microcategory].filter(Boolean);

  return (
    <Container size="md" py="xl">
      <ArticleView
        article={article}
        related={related}
        hrefOfTranslation={(translation) => href(translation.path)}
        hrefOfRelated={(summary) => href(summary.path)}
        backLink={
          // Spec §2: the subdomains have no back button.
          onSubdomain ? undefined : (
            <Button component="a" href={listing} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
              <Trans>Back to Blog</Trans>
            </Button>
          )
        }
        breadcrumb={
          <Breadcrumbs separatorMargin={6}>
            {categories.map((name, index) =>
              index === 0 ? (
                <Anchor key={name} href={href(categoryListingPath(name))} size="sm">
                  {name}
                </Anchor>
              ) : (
                <Text key={name} size="sm" c="dimmed">
                  {name}
                </Text>
              ),
            )}
            <Text size="sm" c="dimmed">
              {article.languageCode.toUpperCase()}
            </Text>
          </Breadcrumbs>
        }
        actions={
          // Admin actions are hidden on the subdomains (spec §2).
          !onSubdomain && viewer.state?.canEdit ? (
            <Group>
              <Button
                component="a"
                href={siteHref(sites, site, 'main', `/article-writer/edit?id=${article.id}`)}
                variant="light"
                leftSection={<IconEdit size={16} />}
              >
                <Trans>Edit Article</Trans>
              </Button>
            </Group>
          ) : undefined
        }
        engagement={
          <EngagementBar
            articleId={article.id}
            viewer={viewer}
            onShare={() => setShare({ opened: true, everOpened: true })}
          />
        }
        footer={<NewsletterSubscribe />}
      />
      <LazyShareDialog
        opened={share.opened}
        everOpened={share.everOpened}
        onClose={() => setShare((current) => ({ ...current, opened: false }))}
        title={article.title}
        url={seo.canonicalUrl}
        text={article.excerpt || article.metaDescription}
      />
    </Container>
  );
}
