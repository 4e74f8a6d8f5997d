import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { ArticleEditorPage } from '../../../features/blog/editor/ArticleEditorPage.tsx';

export const Route = createFileRoute('/_dashboard/article-writer/edit')({
  validateSearch: z.object({
    /** The article to edit; none for a new one. */
    id: z.uuid().optional().catch(undefined),
  }),
  component: ArticleEditorRoute,
});

function ArticleEditorRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new article, once saved, gets its address, so a reload opens it instead of an empty form.
  const openArticle = useCallback(
    (articleId: string, replace: boolean) => void navigate({ search: { id: articleId }, replace }),
    [navigate],
  );
  return <ArticleEditorPage key={id ?? 'new'} id={id ?? null} onOpenArticle={openArticle} />;
}
