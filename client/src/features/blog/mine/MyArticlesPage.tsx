import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBookmark, IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MY_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { AddressSearchBox } from '../../forms/AddressSearchBox.tsx';
import { STATUS_LABELS } from '../article-status.ts';
import { categoryNames } from '../category-options.ts';
import { type DeletableArticle, DeleteArticleDialog } from '../DeleteArticleDialog.tsx';
import { LANGUAGE_OPTIONS } from '../language-options.ts';
import { useArticleActions } from '../use-article-actions.ts';
import { ArticleRow } from './ArticleRow.tsx';
import { MY_ARTICLES_TABS, type MyArticlesView, myArticlesInput } from './my-articles-search.ts';

/** How long typing pauses before the search is sent. */

function NewArticleButton() {
  return (
    <Button component={Link} to="/article-writer/edit" leftSection={<IconPlus size={16} />}>
      <Trans>New article</Trans>
    </Button>
  );
}

interface MyArticlesPageProps {
  view: MyArticlesView;
  onViewChange: (change: Partial<MyArticlesView>) => void;
}

/**
 * /blogs, My Articles (spec §2, §7: the user's articles, newest first): by status, searched,
 * filtered by language and category, a page at a time; open, edit, publish or unpublish, delete.
 */
export function MyArticlesPage({ view, onViewChange }: MyArticlesPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`My Articles`);
  const list = trpc.blog.mine.useQuery(myArticlesInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const categories = trpc.blog.categories.useQuery(undefined, SHOWS_OWN_ERRORS);
  const { publish, unpublish, remove } = useArticleActions();
  const [deleting, setDeleting] = useState<DeletableArticle | null>(null);
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / MY_ARTICLES_PAGE_SIZE)) : 1;
  const busyId = [publish, unpublish, remove].find((action) => action.isPending)?.variables?.id;
  const filtered = view.q !== '' || view.language !== null || view.category !== null || view.status !== 'all';

  // Deleting the last article of the last page leaves a page that no longer exists: show the last one there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && view.page > pageCount) onViewChange({ page: pageCount });
  }, [list.data, list.isPlaceholderData, view.page, pageCount, onViewChange]);

  const categoryOptions = [...new Set([...categoryNames(categories.data), ...(view.category ? [view.category] : [])])];

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          <Trans>My Articles</Trans>
        </Title>
        <Group gap="sm">
          <Button component={Link} to="/blogs/saved" variant="default" leftSection={<IconBookmark size={16} />}>
            <Trans>Saved articles</Trans>
          </Button>
          <NewArticleButton />
        </Group>
      </Group>

      <Tabs
        value={view.status}
        onChange={(value) => {
          const status = MY_ARTICLES_TABS.find((known) => known === value);
          if (status) onViewChange({ status, page: 1 });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {MY_ARTICLES_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab === 'all' ? t`All` : i18n._(STATUS_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <AddressSearchBox
          value={view.q}
          onSearch={(q) => onViewChange({ q, page: 1 })}
          aria-label={t`Search articles`}
          placeholder={t`Search in titles and excerpts`}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          aria-label={t`Language`}
          placeholder={t`All languages`}
          data={LANGUAGE_OPTIONS}
          value={view.language}
          onChange={(value) =>
            onViewChange({ language: LANGUAGE_OPTIONS.find((o) => o.value === value)?.value ?? null, page: 1 })
          }
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          aria-label={t`Category`}
          placeholder={t`All categories`}
          data={categoryOptions}
          value={view.category}
          onChange={(value) => onViewChange({ category: value, page: 1 })}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
      </Group>

      {list.isPending && (
        <Stack gap="md" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={96} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && !list.data && (
        <LoadError
          title={t`Your articles could not be loaded`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data &&
        (list.data.items.length === 0 ? (
          <Card withBorder radius="lg" padding="xl">
            <Stack align="center" gap="md" ta="center">
              <Text c="dimmed">
                {filtered ? (
                  <Trans>No articles match these filters.</Trans>
                ) : (
                  <Trans>You have not written any articles yet.</Trans>
                )}
              </Text>
              <NewArticleButton />
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm" aria-busy={list.isPlaceholderData}>
            <VisuallyHidden role="status">
              <Trans>
                {list.data.total} articles, page {view.page} of {pageCount}
              </Trans>
            </VisuallyHidden>
            {list.data.items.map((article) => (
              <ArticleRow
                key={article.id}
                article={article}
                busy={busyId === article.id}
                onPublish={(chosen) => publish.mutate({ id: chosen.id })}
                onUnpublish={(chosen) => unpublish.mutate({ id: chosen.id })}
                onDelete={(chosen) =>
                  setDeleting({ id: chosen.id, title: chosen.title, published: chosen.status === 'published' })
                }
              />
            ))}
          </Stack>
        ))}

      {list.data && pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={Math.min(view.page, pageCount)}
            onChange={(page) => onViewChange({ page })}
            getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            siblings={1}
            boundaries={1}
          />
        </Group>
      )}

      <DeleteArticleDialog
        article={deleting}
        deleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(article) => remove.mutate({ id: article.id }, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
