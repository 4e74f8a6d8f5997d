import { createFileRoute } from '@tanstack/react-router';
import { TitleDescriptionPage } from '../../../features/article-writer/pages/TitleDescriptionPage.tsx';
import { ZWriterSearch } from '../../../features/article-writer/writer-search.ts';

export const Route = createFileRoute('/_dashboard/article-writer/title-description')({
  validateSearch: ZWriterSearch,
  component: function TitleDescriptionPageRoute() {
    const { session } = Route.useSearch();
    return <TitleDescriptionPage sessionId={session ?? null} />;
  },
});
