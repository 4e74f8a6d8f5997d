import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NewsletterAdminPage } from '../../../features/blog/newsletter/NewsletterAdminPage.tsx';
import {
  type NewsletterAdminView,
  newsletterAdminView,
  subscribersInput,
  ZNewsletterAdminSearch,
} from '../../../features/blog/newsletter/newsletter-admin-search.ts';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/newsletter')({
  validateSearch: ZNewsletterAdminSearch,
  loaderDeps: ({ search }) => newsletterAdminView(search),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(context.trpc.newsletter.subscribers.ensureData(subscribersInput(deps), SHOWS_OWN_ERRORS)),
  component: NewsletterAdminRoute,
});

/** The address holds the view (status, search, page), so it survives a reload and the back button walks through it. */
function NewsletterAdminRoute() {
  const view = newsletterAdminView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<NewsletterAdminView>) => {
      void navigate({
        search: (previous) => {
          const next = { ...newsletterAdminView(previous), ...change };
          // Defaults stay out of the address.
          return {
            status: next.status === 'all' ? undefined : next.status,
            q: next.q === '' ? undefined : next.q,
            page: next.page === 1 ? undefined : next.page,
          };
        },
      });
    },
    [navigate],
  );
  return <NewsletterAdminPage view={view} onViewChange={changeView} />;
}
