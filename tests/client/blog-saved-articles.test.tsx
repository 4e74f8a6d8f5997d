import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedArticlesPage } from '../../client/src/features/blog/saved/SavedArticlesPage.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQuery } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';
import { aSummary } from './blog-article-fixture.ts';

configure({ asyncUtilTimeout: 5000 });

describe('Saved articles', () => {
  it('lists the bookmarked articles, each linking to its public page', async () => {
    const saved = aSummary({ id: 's1', title: 'How search engines read your titles' });
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'blogEngagement.saved', { data: { items: [saved], total: 1, page: 1, pageSize: 20 } }),
    );
    await renderInApp(<SavedArticlesPage page={1} onPageChange={() => undefined} />, { path: '/blogs/saved' });
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'How search engines read your titles' })).toHaveAttribute(
      'href',
      '/seo/on-page/titles/en/how-search-engines-read-your-titles',
    );
  });

  it('says how to save one when there are none', async () => {
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'blogEngagement.saved', { data: { items: [], total: 0, page: 1, pageSize: 20 } }),
    );
    await renderInApp(<SavedArticlesPage page={1} onPageChange={() => undefined} />, { path: '/blogs/saved' });
    expect(
      await screen.findByText('No saved articles yet. Save an article with its bookmark button to find it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Blogs' })).toHaveAttribute('href', '/blog');
  });
});
