import { createFileRoute } from '@tanstack/react-router';
import { SelectKeywordsPage } from '../../../features/article-writer/pages/SelectKeywordsPage.tsx';
import { ZWriterSearch } from '../../../features/article-writer/writer-search.ts';

export const Route = createFileRoute('/_dashboard/article-writer/select-keywords')({
  validateSearch: ZWriterSearch,
  component: function SelectKeywordsPageRoute() {
    const { session } = Route.useSearch();
    return <SelectKeywordsPage sessionId={session ?? null} />;
  },
});
