import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ArticleSummary } from '@wordloom/shared/schemas/blog';

/** An article in a public listing: cover, category, title, excerpt, date and read time. */
export function ArticleCard({ article, href }: { article: ArticleSummary; href: string }) {
  const { i18n } = useLingui();
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      {article.featuredImage && (
        <Card.Section>
          <AspectRatio ratio={1200 / 630}>
            <Image src={article.featuredImage} alt="" loading="lazy" />
          </AspectRatio>
        </Card.Section>
      )}
      <Stack gap="xs" mt={article.featuredImage ? 'md' : 0} style={{ flex: 1 }}>
        <Group gap="xs">
          {article.category && (
            <Badge variant="light" size="sm">
              {article.category}
            </Badge>
          )}
          {article.contentType === 'news' && (
            <Badge variant="outline" color="orange" size="sm">
              <Trans>News</Trans>
            </Badge>
          )}
        </Group>
        <Anchor href={href} fw={700} size="lg" c="var(--mantine-color-text)" lh={1.3}>
          {article.title}
        </Anchor>
        {article.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {article.excerpt}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="auto">
          <time dateTime={new Date(date).toISOString()}>{i18n.date(date, { dateStyle: 'medium' })}</time>
          {' · '}
          <Trans>{article.readMinutes} min read</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
