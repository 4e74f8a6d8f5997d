import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { describe, expect, it, vi } from 'vitest';
import { BlogViewPage } from '../../client/src/features/blog/view/BlogViewPage.tsx';
import type { ArticleDetail } from '../../shared/src/schemas/blog.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQuery } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anArticle, aSummary } from './blog-article-fixture.ts';
import { publicQuery } from './blog-public-api-handlers.ts';

configure({ asyncUtilTimeout: 5000 });

const ID = anArticle().id;

/** `blog.get` refusing with an AppErrorCode, in the server's error format. */
function blogGetFails(appError: 'BLOG_NOT_FOUND' | 'INTERNAL', onRequest?: () => void) {
  return http.get(`${TEST_ORIGIN}/trpc/blog.get`, () => {
    onRequest?.();
    const httpStatus = appError === 'BLOG_NOT_FOUND' ? 404 : 500;
    const error = superjson.serialize({
      message: appError,
      code: appError === 'BLOG_NOT_FOUND' ? -32004 : -32603,
      data: {
        code: appError === 'BLOG_NOT_FOUND' ? 'NOT_FOUND' : 'INTERNAL_SERVER_ERROR',
        httpStatus,
        path: 'blog.get',
        appError,
      },
    });
    return HttpResponse.json([{ error }], { status: httpStatus });
  });
}

function serveArticle(article: ArticleDetail & { canEdit: boolean }) {
  const viewsRecorded = vi.fn();
  mswServer.use(
    trpcQuery(TEST_ORIGIN, 'blog.get', { data: article }),
    trpcQuery(TEST_ORIGIN, 'blogEngagement.related', {
      data: [aSummary({ id: 'related-1', title: 'Meta titles that earn the click' })],
    }),
    trpcMutation(TEST_ORIGIN, 'blogEngagement.recordView', { data: { viewCount: 11 }, onRequest: viewsRecorded }),
    publicQuery('blogEngagement.state', {
      data: {
        signedIn: true,
        canEdit: article.canEdit,
        liked: false,
        bookmarked: false,
        likeCount: 4,
        bookmarkCount: 2,
        viewCount: 10,
      },
    }),
  );
  return viewsRecorded;
}

async function renderPage() {
  const view = await renderInApp(<BlogViewPage id={ID} />, { path: `/blog/${ID}` });
  return { ...view, user: userEvent.setup() };
}

describe('The dashboard’s article view', () => {
  it('shows "Blog Not Found" with Go Back and Browse Blogs for an article that is not there', async () => {
    mswServer.use(blogGetFails('BLOG_NOT_FOUND'));
    const { user, router } = await renderPage();
    expect(await screen.findByText('Blog Not Found')).toBeInTheDocument();
    expect(screen.getByText('Blog post not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    // The public blog is rendered by the server: a plain link, not the dashboard's router.
    expect(screen.getByRole('link', { name: 'Browse Blogs' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText('Error Loading Blog')).not.toBeInTheDocument();

    // Opened straight from a link, there is no page before it in the tab: Go Back leads to My Articles.
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
  });

  it('shows "Error Loading Blog" when loading failed, and Try Again loads the article', async () => {
    const requests = vi.fn();
    mswServer.use(blogGetFails('INTERNAL', requests));
    const { user } = await renderPage();
    expect(await screen.findByText('Error Loading Blog', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      screen.getByText("Failed to load blog. It may have been deleted or you don't have permission to view it."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();

    serveArticle({ ...anArticle(), canEdit: false });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: anArticle().title })).toBeInTheDocument();
  }, 15_000);

  it('offers Edit Article to the author or editor, records the view and shows related articles', async () => {
    const viewsRecorded = serveArticle({ ...anArticle(), canEdit: true });
    await renderPage();
    const edit = await screen.findByRole('link', { name: 'Edit Article' });
    expect(edit).toHaveAttribute('href', `/article-writer/edit?id=${ID}`);
    expect(screen.getByRole('link', { name: 'Back to My Articles' })).toHaveAttribute('href', '/blogs');
    expect(await screen.findByText('Meta titles that earn the click')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Like (4)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await waitFor(() => expect(viewsRecorded).toHaveBeenCalledWith({ id: ID }));
    expect(viewsRecorded).toHaveBeenCalledOnce();
  });

  it('shows no Edit Article to another reader, and neither the like bar nor a recorded view for a draft', async () => {
    const viewsRecorded = serveArticle({
      ...anArticle({ status: 'draft', publishedAt: null, path: null }),
      canEdit: false,
    });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: anArticle().title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Article' })).not.toBeInTheDocument();
    // Nothing to like, save or share before it is published.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    // A view would be sent as soon as the article is shown; give it the time of a round trip.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(viewsRecorded).not.toHaveBeenCalled();
  });

  it('opens a translation in the dashboard view', async () => {
    const article = anArticle();
    serveArticle({
      ...article,
      canEdit: false,
      translations: [
        ...article.translations,
        {
          id: 'fr-id',
          languageCode: 'fr',
          title: 'Comment les moteurs lisent vos titres',
          status: 'published',
          path: '/x',
        },
      ],
    });
    await renderPage();
    expect(
      await screen.findByRole('link', { name: 'Français: Comment les moteurs lisent vos titres' }),
    ).toHaveAttribute('href', '/blog/fr-id');
  });
});
