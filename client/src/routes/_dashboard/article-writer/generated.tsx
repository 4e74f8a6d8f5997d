import { createFileRoute } from '@tanstack/react-router';
import { GeneratedPage } from '../../../features/article-writer/pages/GeneratedPage.tsx';
import { ZWriterSearch } from '../../../features/article-writer/writer-search.ts';

export const Route = createFileRoute('/_dashboard/article-writer/generated')({
  validateSearch: ZWriterSearch,
  component: function GeneratedPageRoute() {
    const { session } = Route.useSearch();
    return <GeneratedPage sessionId={session ?? null} />;
  },
});
