import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MyArticlesPage } from '../../../features/blog/mine/MyArticlesPage.tsx';
import {
  type MyArticlesView,
  myArticlesView,
  ZMyArticlesSearch,
} from '../../../features/blog/mine/my-articles-search.ts';

export const Route = createFileRoute('/_dashboard/blogs/')({
  validateSearch: ZMyArticlesSearch,
  component: MyArticlesRoute,
});

/** The address holds the view (status, search, filters, page), so a reload and the back button keep it. */
function MyArticlesRoute() {
  const view = myArticlesView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<MyArticlesView>) => {
      void navigate({
        search: (previous) => {
          const next = { ...myArticlesView(previous), ...change };
          // Defaults stay out of the address.
          return {
            status: next.status === 'all' ? undefined : next.status,
            q: next.q === '' ? undefined : next.q,
            language: next.language ?? undefined,
            category: next.category ?? undefined,
            page: next.page === 1 ? undefined : next.page,
          };
        },
      });
    },
    [navigate],
  );
  return <MyArticlesPage view={view} onViewChange={changeView} />;
}
