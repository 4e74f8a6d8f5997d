import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { AppErrorCode } from '@wordloom/shared/errors';
import { appErrorCode } from '../../../lib/errors.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { ArticleForm } from './ArticleForm.tsx';

interface ArticleEditorPageProps {
  /** The article to edit; null for a new one. */
  id: string | null;
  /** Shows another article in the editor (`replace`: the new one just saved takes the address's place). */
  onOpenArticle: (id: string, replace: boolean) => void;
}

/** /article-writer/edit?id=: an article in the editor, or a new one. */
export function ArticleEditorPage({ id, onOpenArticle }: ArticleEditorPageProps) {
  const { t } = useLingui();
  const article = trpc.blog.get.useQuery(
    { id: id ?? '' },
    {
      ...SHOWS_OWN_ERRORS,
      enabled: id !== null,
      retry: (failures, error) => appErrorCode(error) !== AppErrorCode.BLOG_NOT_FOUND && failures < 1,
      // Edits in progress must not be replaced by a refetch when the window regains focus.
      refetchOnWindowFocus: false,
    },
  );
  if (id === null) return <ArticleForm article={null} onOpenArticle={onOpenArticle} />;
  if (article.isPending) {
    return (
      <Stack gap="md" maw={960} mx="auto" w="100%" aria-busy>
        <Skeleton height={40} />
        <Skeleton height={320} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (article.isError) {
    const missing = appErrorCode(article.error) === AppErrorCode.BLOG_NOT_FOUND;
    return (
      <LoadError
        title={missing ? t`Blog Not Found` : t`Error Loading Blog`}
        description={
          missing
            ? t`Blog post not found.`
            : t`Failed to load blog. It may have been deleted or you don't have permission to view it.`
        }
        onRetry={() => void article.refetch()}
        retrying={article.isFetching}
      />
    );
  }
  return <ArticleForm article={article.data} onOpenArticle={onOpenArticle} />;
}
