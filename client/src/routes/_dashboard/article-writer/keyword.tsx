import { createFileRoute } from '@tanstack/react-router';
import { KeywordPage } from '../../../features/article-writer/pages/KeywordPage.tsx';
import { ZWriterSearch } from '../../../features/article-writer/writer-search.ts';

export const Route = createFileRoute('/_dashboard/article-writer/keyword')({
  validateSearch: ZWriterSearch,
  component: function KeywordPageRoute() {
    const { session } = Route.useSearch();
    return <KeywordPage sessionId={session ?? null} />;
  },
});
