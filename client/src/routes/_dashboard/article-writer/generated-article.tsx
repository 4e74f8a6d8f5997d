import { createFileRoute } from '@tanstack/react-router';
import { GeneratedArticlePage } from '../../../features/article-writer/pages/GeneratedArticlePage.tsx';
import { ZWriterSearch } from '../../../features/article-writer/writer-search.ts';

export const Route = createFileRoute('/_dashboard/article-writer/generated-article')({
  validateSearch: ZWriterSearch,
  component: function GeneratedArticlePageRoute() {
    const { session } = Route.useSearch();
    return <GeneratedArticlePage sessionId={session ?? null} />;
  },
});
