import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import {
  IconDots,
  IconEdit,
  IconExternalLink,
  IconEye,
  IconPhoto,
  IconTrash,
  IconWorld,
  IconWorldOff,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { seoScoreBand } from '@wordloom/shared/domain/seo-score';
import type { ArticleSummary } from '@wordloom/shared/schemas/blog';
import { SEO_STATUS_COLORS } from '../../article-writer/seo/SeoScorePanel.tsx';
import { articleDate, languageLabel } from '../article/article-format.ts';
import { CONTENT_TYPE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../article-status.ts';

interface ArticleRowProps {
  article: ArticleSummary;
  busy: boolean;
  onPublish: (article: ArticleSummary) => void;
  onUnpublish: (article: ArticleSummary) => void;
  onDelete: (article: ArticleSummary) => void;
}

/** One article of My Articles: what it is, and what can be done with it. */
export function ArticleRow({ article, busy, onPublish, onUnpublish, onDelete }: ArticleRowProps) {
  const { t, i18n } = useLingui();
  const titleId = `article-${article.id}-title`;
  const title = article.title || t`Untitled article`;
  const published = article.status === 'published';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {article.featuredImage ? (
          <Image src={article.featuredImage} alt="" w={96} h={64} radius="sm" visibleFrom="xs" />
        ) : (
          <Group
            w={96}
            h={64}
            justify="center"
            bg="var(--mantine-color-gray-light)"
            visibleFrom="xs"
            style={{ borderRadius: 4 }}
          >
            <IconPhoto size={24} color="var(--mantine-color-dimmed)" aria-hidden />
          </Group>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            renderRoot={(props) => <Link {...props} to="/blog/$id" params={{ id: article.id }} />}
            fw={600}
            id={titleId}
            lineClamp={2}
            c="inherit"
            lang={article.languageCode}
          >
            {title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLORS[article.status]} variant="light">
              {i18n._(STATUS_LABELS[article.status])}
            </Badge>
            <Badge color="blue" variant="outline">
              {languageLabel(article.languageCode)}
            </Badge>
            <Badge color="gray" variant="outline">
              {i18n._(CONTENT_TYPE_LABELS[article.contentType])}
            </Badge>
            {article.seoScore !== null && (
              <Badge
                color={SEO_STATUS_COLORS[seoScoreBand(article.seoScore)]}
                variant="light"
                title={t`On-page SEO score out of 100 at the last save`}
              >
                <Trans>SEO {article.seoScore}</Trans>
              </Badge>
            )}
            {article.category !== '' && (
              <Badge color="grape" variant="outline" tt="none">
                {article.category}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {published && article.publishedAt ? (
              <Trans>Published {articleDate(article.publishedAt, i18n.locale)}</Trans>
            ) : (
              <Trans>Created {articleDate(article.createdAt, i18n.locale)}</Trans>
            )}
          </Text>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${title}`} loading={busy}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              renderRoot={(props) => <Link {...props} to="/blog/$id" params={{ id: article.id }} />}
              leftSection={<IconEye size={16} />}
            >
              <Trans>Open</Trans>
            </Menu.Item>
            <Menu.Item
              renderRoot={(props) => <Link {...props} to="/article-writer/edit" search={{ id: article.id }} />}
              leftSection={<IconEdit size={16} />}
            >
              <Trans>Edit</Trans>
            </Menu.Item>
            {published && article.path && (
              // The public pages are rendered by the server, outside this app's router.
              <Menu.Item component="a" href={article.path} target="_blank" leftSection={<IconExternalLink size={16} />}>
                <Trans>View on site</Trans>
              </Menu.Item>
            )}
            {published ? (
              <Menu.Item leftSection={<IconWorldOff size={16} />} onClick={() => onUnpublish(article)}>
                <Trans>Unpublish</Trans>
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconWorld size={16} />} onClick={() => onPublish(article)}>
                <Trans>Publish</Trans>
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(article)}>
              <Trans>Delete</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
