import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArticleEditorPage } from '../../client/src/features/blog/editor/ArticleEditorPage.tsx';
import type { TUpdateArticle } from '../../shared/src/schemas/blog.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import type { InputOf } from '../mocks/trpc.ts';
import { trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anArticle } from './blog-article-fixture.ts';

configure({ asyncUtilTimeout: 5000 });

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'fonts');
});

const DRAFT = { ...anArticle({ status: 'draft', publishedAt: null, path: null }), canEdit: true };

function serveQueries() {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'blog.get': () => DRAFT,
      'blog.categories': () => [{ languageCode: 'en', contentType: 'blog', category: 'SEO', segment: 'seo', count: 3 }],
      'blog.mine': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    }),
  );
}

async function renderEditor(id: string | null) {
  serveQueries();
  const onOpenArticle = vi.fn();
  await renderInApp(<ArticleEditorPage id={id} onOpenArticle={onOpenArticle} />, {
    path: id ? `/article-writer/edit?id=${id}` : '/article-writer/edit',
  });
  return { onOpenArticle, user: userEvent.setup() };
}

describe('The article editor', () => {
  // The first test also loads the editor's code: slow on a busy machine.
  it('saves a new article with the slug made from its title, then opens it by its id', {
    timeout: 45_000,
  }, async () => {
    const created: InputOf<'blog.create'>[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'blog.create', {
        data: anArticle({ id: 'new-article-id', status: 'draft' }),
        onRequest: (input) => created.push(input),
      }),
    );
    const { user, onOpenArticle } = await renderEditor(null);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Title Tags!');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('title-tags');
    await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'Short.');
    expect(screen.getByText('6 / 500 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenArticle).toHaveBeenCalledWith('new-article-id', true));
    expect(created).toEqual([
      expect.objectContaining({
        title: 'Title Tags!',
        slug: 'title-tags',
        excerpt: 'Short.',
        languageCode: 'en',
        contentType: 'blog',
        content: '',
      }),
    ]);
    expect(await screen.findByText('Article saved')).toBeInTheDocument();
  });

  it('keeps a slug the writer typed, and shows a taken slug on its field', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'blog.create', { appError: 'SLUG_TAKEN' }));
    const { user, onOpenArticle } = await renderEditor(null);
    const slug = await screen.findByRole('textbox', { name: 'Slug' });
    await user.type(slug, 'titles');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Titles');
    expect(slug).toHaveValue('titles');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Another article in this language already uses this slug. Choose another one.';
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenArticle).not.toHaveBeenCalled();
  });

  it('refuses a slug that is not lower-case words joined by hyphens before sending it', {
    timeout: 30_000,
  }, async () => {
    const created = vi.fn();
    mswServer.use(trpcMutation(TEST_ORIGIN, 'blog.create', { data: anArticle(), onRequest: created }));
    const { user } = await renderEditor(null);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Titles');
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'Bad Slug');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('Use lower-case letters and digits, joined by single hyphens.'),
      ),
    );
    expect(created).not.toHaveBeenCalled();
  });

  it('publishes a draft: saves the changes, then publishes', { timeout: 30_000 }, async () => {
    const calls: string[] = [];
    const updates: TUpdateArticle[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'blog.update', {
        data: DRAFT,
        onRequest: (input) => {
          calls.push('update');
          updates.push(input);
        },
      }),
      trpcMutation(TEST_ORIGIN, 'blog.publish', {
        data: anArticle(),
        onRequest: () => calls.push('publish'),
      }),
    );
    const { user, onOpenArticle } = await renderEditor(DRAFT.id);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(DRAFT.title);
    // An existing article's slug stays as it is when the title changes.
    await user.type(title, ' today');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue(DRAFT.slug);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Article published')).toBeInTheDocument();
    expect(calls).toEqual(['update', 'publish']);
    expect(updates[0]).toMatchObject({ id: DRAFT.id, title: `${DRAFT.title} today`, slug: DRAFT.slug });
    expect(updates[0]).not.toHaveProperty('externalUrl');
    expect(onOpenArticle).not.toHaveBeenCalled();
  });

  it('adds a translation: a draft copy in the chosen language joined to the article, then opened', {
    timeout: 30_000,
  }, async () => {
    const created: InputOf<'blog.create'>[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'blog.create', {
        data: anArticle({ id: 'fr-draft-id', languageCode: 'fr', status: 'draft' }),
        onRequest: (input) => created.push(input),
      }),
    );
    const { user, onOpenArticle } = await renderEditor(DRAFT.id);
    expect(await screen.findByText('This article has no translations yet.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Language of the translation', { selector: 'input' }));
    // The article's own language is not offered.
    expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'French (Français)' }));
    await user.click(screen.getByRole('button', { name: 'Add translation' }));

    await waitFor(() => expect(onOpenArticle).toHaveBeenCalledWith('fr-draft-id', false));
    expect(created).toEqual([
      expect.objectContaining({ translationOf: DRAFT.id, languageCode: 'fr', slug: '', title: DRAFT.title }),
    ]);
  });
});
