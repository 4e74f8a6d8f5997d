import { createFileRoute } from '@tanstack/react-router';
import { WriterHubPage } from '../../../features/article-writer/pages/WriterHubPage.tsx';

export const Route = createFileRoute('/_dashboard/article-writer/')({
  component: WriterHubPage,
});
