import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MyPostsPage } from '../../../features/linkedin/posts/MyPostsPage.tsx';
import {
  type MyPostsView,
  myPostsListInput,
  myPostsView,
  ZMyPostsSearch,
} from '../../../features/linkedin/posts/my-posts-search.ts';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/linkedin-grow/my-posts')({
  validateSearch: ZMyPostsSearch,
  loaderDeps: ({ search }) => myPostsView(search),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(context.trpc.linkedin.posts.list.ensureData(myPostsListInput(deps), SHOWS_OWN_ERRORS)),
  component: MyPostsRoute,
});

/** The address holds the view (tab, search, page), so it survives a reload and the back button walks through it. */
function MyPostsRoute() {
  const view = myPostsView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<MyPostsView>) => {
      void navigate({
        search: (previous) => {
          const next = { ...myPostsView(previous), ...change };
          // Defaults stay out of the address.
          return {
            tab: next.tab === 'all' ? undefined : next.tab,
            q: next.q === '' ? undefined : next.q,
            page: next.page === 1 ? undefined : next.page,
          };
        },
      });
    },
    [navigate],
  );
  return <MyPostsPage view={view} onViewChange={changeView} />;
}
