import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArticleEditorPage } from '../../client/src/features/blog/editor/ArticleEditorPage.tsx';
import { MyArticlesPage } from '../../client/src/features/blog/mine/MyArticlesPage.tsx';
import type { MyArticlesView } from '../../client/src/features/blog/mine/my-articles-search.ts';
import type { TUpdateArticle } from '../../shared/src/schemas/blog.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anArticle, aSummary } from './blog-article-fixture.ts';

configure({ asyncUtilTimeout: 5000 });

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'fonts');
});

const DRAFT = {
  ...anArticle({
    status: 'draft',
    publishedAt: null,
    path: null,
    content: '<p>Search engines read titles first.</p><h2>Why titles matter</h2><p>A title is a promise.</p>',
  }),
  canEdit: true,
};

const toFix = () =>
  within(screen.getByRole('list', { name: 'What to fix' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('The editor’s focus keyphrase and SEO score', () => {
  it('scores the article live as the keyphrase is typed, and sends the keyphrase on save', {
    timeout: 45_000,
  }, async () => {
    const updates: TUpdateArticle[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'blog.get': () => DRAFT,
        'blog.categories': () => [],
        'blog.mine': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
      }),
      trpcMutation(TEST_ORIGIN, 'blog.update', {
        data: { ...DRAFT, focusKeyphrase: 'search engines' },
        onRequest: (input) => updates.push(input),
      }),
    );
    await renderInApp(<ArticleEditorPage id={DRAFT.id} onOpenArticle={vi.fn()} />, {
      path: `/article-writer/edit?id=${DRAFT.id}`,
    });
    const user = userEvent.setup();
    const keyphrase = await screen.findByRole('textbox', { name: 'Focus keyphrase' });
    const panel = screen.getByRole('region', { name: 'SEO score' });
    expect(toFix()).toContain('Problem: Enter a focus keyphrase to check the title for it.');

    await user.type(keyphrase, 'search engines');
    await waitFor(() => expect(toFix()).not.toContain('Problem: Enter a focus keyphrase to check the title for it.'));
    // The title, the first paragraph and the slug have it; the only subheading and the meta description do not.
    expect(toFix()).toEqual(
      expect.arrayContaining([
        'Problem: No H2 or H3 subheading uses the keyphrase. Put “search engines” in at least one.',
        'Problem: The keyphrase does not appear in the meta description. Write one that mentions “search engines”.',
      ]),
    );
    await user.click(within(panel).getByRole('button', { name: /^What is good/ }));
    // It unfolds with a transition.
    const good = await within(panel).findByRole('list', { name: 'What is good' });
    expect(within(good).getByText('The keyphrase appears in the title.')).toBeInTheDocument();
    expect(within(good).getByText('The keyphrase appears in the first paragraph.')).toBeInTheDocument();
    expect(within(good).getByText('The slug holds the keyphrase.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ id: DRAFT.id, focusKeyphrase: 'search engines' })]);
  });
});

describe('My Articles', () => {
  it('shows each article’s stored SEO score coloured by band, and nothing without one', async () => {
    const items = [
      aSummary({ id: 'a1', title: 'Scored well', seoScore: 92 }),
      aSummary({ id: 'a2', title: 'Scored badly', seoScore: 41 }),
      aSummary({ id: 'a3', title: 'Not scored', seoScore: null }),
    ];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'blog.mine': () => ({ items, total: items.length, page: 1, pageSize: 20 }),
        'blog.categories': () => [],
      }),
    );
    function Page() {
      const [view, setView] = useState<MyArticlesView>({
        status: 'all',
        q: '',
        language: null,
        category: null,
        page: 1,
      });
      return (
        <MyArticlesPage view={view} onViewChange={(change) => setView((current) => ({ ...current, ...change }))} />
      );
    }
    await renderInApp(<Page />, { path: '/blogs' });
    const [well, badly, none] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(well!).getByText('SEO 92').closest('.mantine-Badge-root')).toHaveAttribute(
      'style',
      expect.stringContaining('green'),
    );
    expect(within(badly!).getByText('SEO 41').closest('.mantine-Badge-root')).toHaveAttribute(
      'style',
      expect.stringContaining('red'),
    );
    expect(within(none!).queryByText(/^SEO \d+$/)).not.toBeInTheDocument();
  });
});
