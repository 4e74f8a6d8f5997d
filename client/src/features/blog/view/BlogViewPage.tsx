import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconEdit, IconRefresh } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { ArticleDetail } from '@wordloom/shared/schemas/blog';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { appErrorCode } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ArticleView, type RenderLink } from '../article/ArticleView.tsx';
import { EngagementBar } from '../article/EngagementBar.tsx';
import { LazyShareDialog } from '../article/LazyShareDialog.tsx';
import { dashboardArticlePath } from '../blog-links.ts';

/** A not-found answer is final: asking again would only keep the page waiting. */
const notRetriedWhenMissing = (failures: number, error: unknown) =>
  appErrorCode(error) !== AppErrorCode.BLOG_NOT_FOUND && failures < 1;

function BackToBlogs() {
  return (
    <Button component={Link} to="/blogs" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
      <Trans>Back to My Articles</Trans>
    </Button>
  );
}

function ViewSkeleton() {
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%" aria-busy>
      <Skeleton height={280} radius="lg" />
      <Skeleton height={36} width="70%" />
      <Skeleton height={16} width="40%" />
      {[0, 1, 2, 3].map((line) => (
        <Skeleton key={line} height={14} />
      ))}
    </Stack>
  );
}

interface ProblemPanelProps {
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}

function ProblemPanel({ title, text, children }: ProblemPanelProps) {
  return (
    <Alert color="red" radius="md" icon={<IconAlertCircle size={20} />} title={title} maw={640} mx="auto" w="100%">
      <Stack gap="md" align="flex-start">
        <span>{text}</span>
        <Group gap="sm">{children}</Group>
      </Stack>
    </Alert>
  );
}

/** Opens an in-app address through the router, so the dashboard stays loaded. */
function useRouterLink(): RenderLink {
  const router = useRouter();
  return (href, children, label) => (
    <a
      href={href}
      aria-label={label}
      style={{ color: 'inherit', textDecoration: 'none' }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        router.history.push(href);
      }}
    >
      {children}
    </a>
  );
}

/** Counts the view once per page opened, for a published article only (drafts have no readers to count). */
function useRecordView(article: ArticleDetail | undefined) {
  const recordView = trpc.blogEngagement.recordView.useMutation();
  const { mutate } = recordView;
  const viewedId = article?.status === 'published' ? article.id : null;
  useEffect(() => {
    if (viewedId) mutate({ id: viewedId });
  }, [viewedId, mutate]);
}

/**
 * /blog/{id} in the dashboard (spec §2 "Blog view"): one article as its readers see it, with the
 * author's Edit Article, the like/save/share bar and related articles.
 */
export function BlogViewPage({ id }: { id: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const renderLink = useRouterLink();
  const blog = trpc.blog.get.useQuery({ id }, { ...SHOWS_OWN_ERRORS, retry: notRetriedWhenMissing });
  const published = blog.data?.status === 'published';
  const related = trpc.blogEngagement.related.useQuery({ id }, { ...SHOWS_OWN_ERRORS, enabled: published });
  const [sharing, setSharing] = useState(false);
  const [everShared, setEverShared] = useState(false);
  usePageTitle(blog.data?.title ?? t`Article`);
  useRecordView(blog.data);

  if (blog.isPending) {
    return (
      <Stack gap="md">
        <BackToBlogs />
        <ViewSkeleton />
      </Stack>
    );
  }
  if (blog.isError) {
    // Opened from a link elsewhere there is nothing to go back to in this tab: My Articles then.
    const goBack = () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/blogs' }));
    const goBackButton = (
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
        <Trans>Go Back</Trans>
      </Button>
    );
    return (
      <Stack gap="md">
        <BackToBlogs />
        {appErrorCode(blog.error) === AppErrorCode.BLOG_NOT_FOUND ? (
          <ProblemPanel title={<Trans>Blog Not Found</Trans>} text={<Trans>Blog post not found.</Trans>}>
            {goBackButton}
            <Button component="a" href="/blog">
              <Trans>Browse Blogs</Trans>
            </Button>
          </ProblemPanel>
        ) : (
          <ProblemPanel
            title={<Trans>Error Loading Blog</Trans>}
            text={<Trans>Failed to load blog. It may have been deleted or you don't have permission to view it.</Trans>}
          >
            {goBackButton}
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={blog.isFetching}
              onClick={() => void blog.refetch()}
            >
              <Trans>Try Again</Trans>
            </Button>
          </ProblemPanel>
        )}
      </Stack>
    );
  }

  const article = blog.data;
  const shareUrl = () => new URL(article.path ?? dashboardArticlePath(article.id), window.location.origin).href;
  return (
    <>
      <ArticleView
        article={article}
        related={related.data ?? []}
        hrefOfTranslation={(translation) => dashboardArticlePath(translation.id)}
        hrefOfRelated={(item) => dashboardArticlePath(item.id)}
        renderLink={renderLink}
        backLink={<BackToBlogs />}
        actions={
          article.canEdit && (
            <Button
              renderRoot={(props) => <Link {...props} to="/article-writer/edit" search={{ id: article.id }} />}
              leftSection={<IconEdit size={16} />}
            >
              <Trans>Edit Article</Trans>
            </Button>
          )
        }
        // A draft has no readers yet: nothing to like, save or share until it is published.
        engagement={
          published && (
            <EngagementBar
              articleId={article.id}
              onShare={() => {
                setEverShared(true);
                setSharing(true);
              }}
            />
          )
        }
      />
      <LazyShareDialog
        everOpened={everShared}
        opened={sharing}
        onClose={() => setSharing(false)}
        title={article.title}
        url={everShared ? shareUrl() : ''}
        text={article.excerpt}
      />
    </>
  );
}
