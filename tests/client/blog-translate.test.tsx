import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleFormValues } from '../../client/src/features/blog/editor/article-form.ts';
import { TranslationsCard } from '../../client/src/features/blog/editor/TranslationsCard.tsx';
import type { TGenerationEvent } from '../../shared/src/schemas/ai.ts';
import type { ArticleDetail } from '../../shared/src/schemas/blog.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { type MutationAnswer, trpcMutation } from '../mocks/trpc-mutations.ts';
import { FetchEventSource, trpcSubscription } from '../mocks/trpc-subscriptions.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anArticle } from './blog-article-fixture.ts';

/**
 * The editor's "Translate with AI" (issue 14 point 6): the languages the article's group lacks,
 * the words it holds before it starts, its progress, and the translation opened when it is saved.
 */

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  vi.stubGlobal('EventSource', FetchEventSource);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const GENERATION_ID = '0b6d7c1e-6f4a-4f0e-9d57-3c2a1b0e9f11';
const SAVED_ID = '5a0e3d1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An English draft with a German version already. */
const ARTICLE: ArticleDetail = anArticle({
  status: 'draft',
  publishedAt: null,
  path: null,
  translations: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      languageCode: 'en',
      title: 'How search engines read your titles',
      status: 'draft',
      path: null,
    },
    {
      id: '0a1b2c3d-0000-4000-8000-000000000002',
      languageCode: 'de',
      title: 'Wie Suchmaschinen Titel lesen',
      status: 'draft',
      path: null,
    },
  ],
});

/**
 * The form as the editor holds it. Its words: title 6, excerpt 8, meta description 8, text 5 =
 * 27, so the translation holds 50 + 1.2 × 27 = 82.4, rounded up to 83 words.
 */
const CURRENT: ArticleFormValues = {
  title: ARTICLE.title,
  slug: ARTICLE.slug,
  content: ARTICLE.content,
  excerpt: ARTICLE.excerpt,
  metaDescription: ARTICLE.metaDescription,
  featuredImage: null,
  languageCode: 'en',
  category: ARTICLE.category,
  subcategory: ARTICLE.subcategory,
  microcategory: ARTICLE.microcategory,
  categories: ARTICLE.categories,
  tags: ARTICLE.tags,
  contentType: 'blog',
  focusKeyphrase: 'search engine titles',
};

const STARTED: TGenerationEvent = {
  type: 'started',
  generationId: GENERATION_ID,
  provider: 'openai_compatible',
  model: 'gpt-4o-mini',
  heldWords: 83,
  templateDraft: false,
};

async function renderCard({
  unsaved = false,
  translate = { data: { generationId: GENERATION_ID } },
}: {
  unsaved?: boolean;
  translate?: MutationAnswer<'articleWriter.translate'>;
} = {}) {
  const sent: InputOf<'articleWriter.translate'>[] = [];
  const stream = trpcSubscription(TEST_ORIGIN, 'ai.stream');
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'words.account': () => ({ availableWords: 1500, heldWords: 0, nextExpiry: null, history: [] }),
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.translate', { ...translate, onRequest: (input) => sent.push(input) }),
    trpcMutation(TEST_ORIGIN, 'ai.cancel', { data: { cancelled: true } }),
    stream.handler,
  );
  const onCreated = vi.fn();
  await renderInApp(<TranslationsCard article={ARTICLE} current={CURRENT} unsaved={unsaved} onCreated={onCreated} />, {
    path: `/article-writer/edit?id=${ARTICLE.id}`,
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Translate with AI' }));
  const dialog = await screen.findByRole('dialog', { name: 'Translate with AI' });
  return { user, dialog, sent, stream, onCreated };
}

async function chooseFrench(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByLabelText('Translate into', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'French (Français)' }));
}

describe('Translate with AI', () => {
  it('offers the languages the article lacks, shows the words it holds, translates, then opens the translation', {
    timeout: 45_000,
  }, async () => {
    const { user, dialog, sent, stream, onCreated } = await renderCard();
    expect(
      await within(dialog).findByText(
        'Holds up to 83 words while it writes; you are charged the words written. Your balance: 1,500 words.',
      ),
    ).toBeInTheDocument();
    const translate = within(dialog).getByRole('button', { name: 'Translate' });
    expect(translate).toBeDisabled();

    await user.click(within(dialog).getByLabelText('Translate into', { selector: 'input' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // 27 languages, less English (its own) and German (its group has it).
    expect(offered).toHaveLength(25);
    expect(offered).not.toContain('English');
    expect(offered).not.toContain('German (Deutsch)');
    expect(offered).toContain('Arabic (العربية)');
    await user.click(screen.getByRole('option', { name: 'French (Français)' }));

    await user.click(translate);
    const connection = await stream.nextConnection();
    expect(sent).toEqual([{ articleId: ARTICLE.id, languageCode: 'fr', idempotencyKey: expect.stringMatching(UUID) }]);
    expect(connection.input).toEqual({ generationId: GENERATION_ID });

    connection.send(STARTED, '1');
    expect(await within(dialog).findByText('Translating into French (Français)…')).toBeInTheDocument();
    expect(within(dialog).getByText('83 words held')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // While it runs, the dialog closes only by Cancel.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();

    connection.send(
      { type: 'done', text: 'Comment les moteurs de recherche lisent vos titres', words: 61, savedId: SAVED_ID },
      '2',
    );
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(SAVED_ID));
    expect(await screen.findByText('Translation saved as a draft. Review it, then publish it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Translate with AI' })).not.toBeInTheDocument());
  });

  it('says honestly that a template draft was not translated', { timeout: 30_000 }, async () => {
    const { user, dialog, stream, onCreated } = await renderCard();
    await chooseFrench(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    const connection = await stream.nextConnection();
    connection.send({ ...STARTED, provider: 'offline', model: 'template-composer', templateDraft: true }, '1');
    connection.send({ type: 'done', text: 'How search engines read your titles', words: 0, savedId: SAVED_ID }, '2');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(SAVED_ID));
    expect(
      await screen.findByText(
        'No AI provider is configured, so the draft keeps the original text. Translate it before publishing.',
      ),
    ).toBeInTheDocument();
  });

  it('shows why the server refused, and stays open to choose again', { timeout: 30_000 }, async () => {
    const { user, dialog, onCreated } = await renderCard({ translate: { appError: 'TRANSLATION_EXISTS' } });
    await chooseFrench(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The article could not be translated');
    expect(alert).toHaveTextContent('This article already has a version in that language.');
    expect(within(dialog).getByRole('button', { name: 'Translate' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('a translation that fails or is cancelled saves nothing and says so', { timeout: 30_000 }, async () => {
    const { user, dialog, stream, onCreated } = await renderCard();
    await chooseFrench(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    const failing = await stream.nextConnection();
    failing.send(STARTED, '1');
    failing.send({ type: 'error', code: 'AI_PROVIDER_FAILED' }, '2');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The article could not be translated');

    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    const cancelled = await stream.nextConnection();
    cancelled.send(STARTED, '1');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(
      await within(dialog).findByText('Cancelled. Nothing was saved, and the words held were returned.'),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('asks for unsaved changes to be saved first: the server translates the saved article', {
    timeout: 30_000,
  }, async () => {
    const { user, dialog, sent } = await renderCard({ unsaved: true });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This article has changes that are not saved. Save them first: the translation is made from the saved article.',
    );
    await chooseFrench(user, dialog);
    expect(within(dialog).getByRole('button', { name: 'Translate' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
