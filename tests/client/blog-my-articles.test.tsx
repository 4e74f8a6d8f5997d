import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MyArticlesPage } from '../../client/src/features/blog/mine/MyArticlesPage.tsx';
import type { MyArticlesView } from '../../client/src/features/blog/mine/my-articles-search.ts';
import type { ArticleSummary } from '../../shared/src/schemas/blog.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anArticle, aSummary } from './blog-article-fixture.ts';

configure({ asyncUtilTimeout: 5000 });

const published = aSummary({ id: 'a1', title: 'How search engines read your titles' });
const draft = aSummary({
  id: 'a2',
  title: 'Brouillon sur les méta-descriptions',
  status: 'draft',
  publishedAt: null,
  path: null,
  languageCode: 'fr',
  category: 'Writing',
});

/** Serves My Articles (pages of 20 out of `total`) and the categories; returns the inputs asked. */
function serveList(items: ArticleSummary[] = [draft, published], total = items.length) {
  const inputs: InputOf<'blog.mine'>[] = [];
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'blog.mine': (input) => {
        inputs.push(input);
        return { items, total, page: input.page ?? 1, pageSize: 20 };
      },
      'blog.categories': () => [
        { languageCode: 'en', contentType: 'blog', category: 'SEO', segment: 'seo', count: 3 },
        { languageCode: 'en', contentType: 'news', category: 'Writing', segment: 'writing', count: 1 },
      ],
    }),
  );
  return inputs;
}

function Page({ initial }: { initial: MyArticlesView }) {
  const [view, setView] = useState(initial);
  return <MyArticlesPage view={view} onViewChange={(change) => setView((current) => ({ ...current, ...change }))} />;
}

async function renderPage() {
  await renderInApp(<Page initial={{ status: 'all', q: '', language: null, category: null, page: 1 }} />, {
    path: '/blogs',
  });
  return userEvent.setup();
}

const rowTitles = () => screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby'));

describe('My Articles', () => {
  it('lists the articles as the server orders them (newest first), with status, language and category', async () => {
    const inputs = serveList();
    await renderPage();
    const rows = await screen.findAllByRole('article');
    expect(rowTitles()).toEqual(['article-a2-title', 'article-a1-title']);
    expect(inputs[0]).toEqual({ status: 'all', search: '', page: 1 });
    const draftRow = within(rows[0] as HTMLElement);
    expect(draftRow.getByRole('link', { name: 'Brouillon sur les méta-descriptions' })).toHaveAttribute(
      'href',
      '/blog/a2',
    );
    expect(draftRow.getByText('Draft')).toBeInTheDocument();
    expect(draftRow.getByText('Français')).toBeInTheDocument();
    expect(draftRow.getByText('Writing')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/article-writer/edit');
  });

  it('filters by status, search, language and category, each from the first page', { timeout: 30_000 }, async () => {
    const inputs = serveList();
    const user = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('tab', { name: 'Published' }));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ status: 'published', search: '', page: 1 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'titles');
    await waitFor(() => expect(inputs.at(-1)).toEqual({ status: 'published', search: 'titles', page: 1 }));
    // Debounced: one search for the whole word, not one per letter.
    expect(inputs.filter((input) => input.search !== '' && input.search !== 'titles')).toEqual([]);

    await user.click(screen.getByPlaceholderText('All languages'));
    await user.click(await screen.findByRole('option', { name: 'French (Français)' }));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ languageCode: 'fr', page: 1 }));

    await user.click(screen.getByPlaceholderText('All categories'));
    await user.click(await screen.findByRole('option', { name: 'Writing' }));
    await waitFor(() =>
      expect(inputs.at(-1)).toEqual({
        status: 'published',
        search: 'titles',
        languageCode: 'fr',
        category: 'Writing',
        page: 1,
      }),
    );
  });

  it('pages through the articles', async () => {
    const inputs = serveList([published], 45);
    const user = await renderPage();
    await screen.findAllByRole('article');
    expect(screen.getByText('45 articles, page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(inputs.at(-1)).toEqual({ status: 'all', search: '', page: 3 }));
  });

  it('says when there is nothing yet', async () => {
    serveList([]);
    await renderPage();
    expect(await screen.findByText('You have not written any articles yet.')).toBeInTheDocument();
  });

  it('publishes a draft and deletes an article after asking', async () => {
    serveList();
    const publishes = vi.fn();
    const deleted = vi.fn();
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'blog.publish', { data: anArticle({ id: 'a2' }), onRequest: publishes }),
      trpcMutation(TEST_ORIGIN, 'blog.delete', { data: { id: 'a1' }, onRequest: deleted }),
    );
    const user = await renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Actions for Brouillon sur les méta-descriptions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(publishes).toHaveBeenCalledWith({ id: 'a2' }));
    expect(await screen.findByText('Article published')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for How search engines read your titles' }));
    expect(await screen.findByRole('menuitem', { name: 'View on site' })).toHaveAttribute(
      'href',
      '/seo/on-page/titles/en/how-search-engines-read-your-titles',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith({ id: 'a1' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
  });
});
