import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SAVED_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog-engagement';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { articleDate, languageLabel } from '../article/article-format.ts';

interface SavedArticlesPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /blogs/saved: the articles the user bookmarked, newest bookmark first, each linking to its public page. */
export function SavedArticlesPage({ page, onPageChange }: SavedArticlesPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Saved articles`);
  const saved = trpc.blogEngagement.saved.useQuery(
    { page },
    { ...SHOWS_OWN_ERRORS, placeholderData: keepPreviousData },
  );
  const pageCount = saved.data ? Math.max(1, Math.ceil(saved.data.total / SAVED_ARTICLES_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        <Trans>Saved articles</Trans>
      </Title>
      {saved.isPending && (
        <Stack gap="sm" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {saved.isError && !saved.data && (
        <LoadError
          title={t`Your saved articles could not be loaded`}
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      )}
      {saved.data &&
        (saved.data.items.length === 0 ? (
          <Card withBorder radius="lg" padding="xl">
            <Stack align="center" gap="sm" ta="center">
              <Text c="dimmed">
                <Trans>No saved articles yet. Save an article with its bookmark button to find it here.</Trans>
              </Text>
              <Anchor href="/blog">
                <Trans>Browse Blogs</Trans>
              </Anchor>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm" aria-busy={saved.isPlaceholderData}>
            {saved.data.items.map((article) => (
              <Card key={article.id} withBorder radius="md" padding="md" component="article">
                <Stack gap={4}>
                  {/* Published articles live on the server-rendered public pages, outside this app's router. */}
                  <Anchor href={article.path ?? `/blog/${article.id}`} fw={600} lang={article.languageCode}>
                    {article.title}
                  </Anchor>
                  {article.excerpt !== '' && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {article.excerpt}
                    </Text>
                  )}
                  <Group gap="xs">
                    <Badge variant="outline" color="blue">
                      {languageLabel(article.languageCode)}
                    </Badge>
                    {article.publishedAt && (
                      <Text size="xs" c="dimmed">
                        {articleDate(article.publishedAt, i18n.locale)}
                      </Text>
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        ))}
      {saved.data && pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPageChange}
            getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
          />
        </Group>
      )}
      <Anchor component={Link} to="/blogs" size="sm">
        <Trans>Back to My Articles</Trans>
      </Anchor>
    </Stack>
  );
}
