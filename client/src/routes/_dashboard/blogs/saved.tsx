import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SavedArticlesPage } from '../../../features/blog/saved/SavedArticlesPage.tsx';

export const Route = createFileRoute('/_dashboard/blogs/saved')({
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  component: SavedArticlesRoute,
});

function SavedArticlesRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SavedArticlesPage
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next === 1 ? undefined : next } })}
    />
  );
}
