import { createFileRoute } from '@tanstack/react-router';
import { OutlinePage } from '../../../features/article-writer/pages/OutlinePage.tsx';
import { ZWriterSearch } from '../../../features/article-writer/writer-search.ts';

export const Route = createFileRoute('/_dashboard/article-writer/outline')({
  validateSearch: ZWriterSearch,
  component: function OutlinePageRoute() {
    const { session } = Route.useSearch();
    return <OutlinePage sessionId={session ?? null} />;
  },
});
