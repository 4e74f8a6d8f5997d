import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconLanguage, IconUser } from '@tabler/icons-react';
import { isLanguageCode, textDirection } from '@wordloom/shared/languages';
import type { ArticleDetail, ArticleSummary, ArticleTranslation } from '@wordloom/shared/schemas/blog';
import type { ReactNode } from 'react';
import { ArticleBody } from './ArticleBody.tsx';
import classes from './ArticleView.module.css';
import { articleDate, languageLabel } from './article-format.ts';

/** Related articles the page shows (spec §9: 6 fetched, 3 shown). */
export const RELATED_SHOWN = 3;

/** How a page links: a plain `<a>` on the server-rendered pages, a router Link in the dashboard. */
export type RenderLink = (href: string, children: ReactNode, label?: string) => ReactNode;

const plainLink: RenderLink = (href, children, label) => (
  <a href={href} aria-label={label} className={classes.relatedLink}>
    {children}
  </a>
);

export interface ArticleViewProps {
  article: ArticleDetail;
  related: ArticleSummary[];
  hrefOfTranslation: (translation: ArticleTranslation) => string;
  hrefOfRelated: (article: ArticleSummary) => string;
  renderLink?: RenderLink;
  backLink?: ReactNode;
  breadcrumb?: ReactNode;
  /** Edit Article, for the author or editor. */
  actions?: ReactNode;
  /** Like, save and share. */
  engagement?: ReactNode;
  /** Below the article (the newsletter on the public pages). */
  footer?: ReactNode;
}

function directionOf(languageCode: string): 'ltr' | 'rtl' {
  return isLanguageCode(languageCode) ? textDirection(languageCode) : 'ltr';
}

/** The day an article is dated by: published, else (a draft) created. */
function shownDate(article: ArticleSummary): Date {
  return article.publishedAt ?? article.createdAt;
}

function ArticleHeader({ article }: { article: ArticleDetail }) {
  const { t, i18n } = useLingui();
  const minutes = article.readMinutes;
  const badges = [...new Set([article.category, ...article.categories].filter((name) => name !== ''))];
  return (
    <Stack gap="sm">
      <Title order={1} lang={article.languageCode} dir={directionOf(article.languageCode)}>
        {article.title}
      </Title>
      <Group gap="md" c="dimmed" fz="sm" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <time dateTime={shownDate(article).toISOString()}>{articleDate(shownDate(article), i18n.locale)}</time>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <span>{t`${minutes} min read`}</span>
        </Group>
        {article.authorName !== '' && (
          <Group gap={4} wrap="nowrap">
            <IconUser size={16} aria-hidden />
            <span>{t`By ${article.authorName}`}</span>
          </Group>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="blue" leftSection={<IconLanguage size={12} aria-hidden />}>
          {languageLabel(article.languageCode)}
        </Badge>
        {badges.map((name) => (
          <Badge key={name} variant="outline" color="gray">
            {name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function OtherLanguages({
  article,
  hrefOfTranslation,
  renderLink,
}: {
  article: ArticleDetail;
  hrefOfTranslation: ArticleViewProps['hrefOfTranslation'];
  renderLink: RenderLink;
}) {
  const others = article.translations.filter((translation) => translation.id !== article.id);
  return (
    <Card withBorder radius="md" padding="md" component="nav" aria-labelledby="other-languages-title">
      <Text fw={600} id="other-languages-title" mb="xs">
        <Trans>Read in Other Languages</Trans>
      </Text>
      <Group gap="xs" wrap="wrap">
        {others.map((translation) => (
          <span key={translation.id} lang={translation.languageCode}>
            {renderLink(
              hrefOfTranslation(translation),
              <Badge variant="light" size="lg" style={{ cursor: 'pointer' }}>
                {languageLabel(translation.languageCode)}
              </Badge>,
              `${languageLabel(translation.languageCode)}: ${translation.title}`,
            )}
          </span>
        ))}
      </Group>
    </Card>
  );
}

function RelatedArticles({
  related,
  hrefOfRelated,
  renderLink,
}: {
  related: ArticleSummary[];
  hrefOfRelated: ArticleViewProps['hrefOfRelated'];
  renderLink: RenderLink;
}) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-labelledby="related-articles-title">
      <Title order={2} size="h3" id="related-articles-title">
        <Trans>Related Articles</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: RELATED_SHOWN }} spacing="md">
        {related.slice(0, RELATED_SHOWN).map((item) => (
          <div key={item.id}>
            {renderLink(
              hrefOfRelated(item),
              <Card withBorder radius="md" padding="sm" h="100%" component="article">
                {item.featuredImage && (
                  <Card.Section mb="sm">
                    <Image src={item.featuredImage} alt="" className={classes.relatedImage} loading="lazy" />
                  </Card.Section>
                )}
                <Text fw={600} lineClamp={3} lang={item.languageCode} dir={directionOf(item.languageCode)}>
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  <time dateTime={shownDate(item).toISOString()}>{articleDate(shownDate(item), i18n.locale)}</time>
                </Text>
              </Card>,
            )}
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * One article as its pages show it (spec §2 "Blog view"): the dashboard's `/blog/{id}` and the
 * public post pages rendered on the server. Everything arrives by props, so it renders the same on
 * the server and in the browser; what differs between them (links, back button, actions, the
 * like/save/share bar, the newsletter) is passed in.
 */
export function ArticleView({
  article,
  related,
  hrefOfTranslation,
  hrefOfRelated,
  renderLink = plainLink,
  backLink,
  breadcrumb,
  actions,
  engagement,
  footer,
}: ArticleViewProps) {
  const dir = directionOf(article.languageCode);
  return (
    <Stack gap="lg" w="100%" maw={960} mx="auto" component="article" lang={article.languageCode}>
      {(backLink || actions) && (
        <Group justify="space-between" gap="sm">
          {backLink ?? <span />}
          {actions}
        </Group>
      )}
      {breadcrumb}
      {article.featuredImage && <Image src={article.featuredImage} alt="" className={classes.featured} />}
      <Stack gap="lg" className={classes.column} dir={dir}>
        <ArticleHeader article={article} />
        {article.translations.length > 1 && (
          <OtherLanguages article={article} hrefOfTranslation={hrefOfTranslation} renderLink={renderLink} />
        )}
        <ArticleBody html={article.content} lang={article.languageCode} dir={dir} />
        {article.tags.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {article.tags.map((tag) => (
              <Badge key={tag} variant="dot" color="gray" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
        {engagement}
      </Stack>
      {related.length > 0 && (
        <RelatedArticles related={related} hrefOfRelated={hrefOfRelated} renderLink={renderLink} />
      )}
      {footer}
    </Stack>
  );
}
