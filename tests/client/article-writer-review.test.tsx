import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GeneratedArticlePage } from '../../client/src/features/article-writer/pages/GeneratedArticlePage.tsx';
import { articleBodyHtml } from '../../shared/src/domain/article-markdown.ts';
import { slugify } from '../../shared/src/domain/blog-paths.ts';
import { scoreArticle } from '../../shared/src/domain/seo-score.ts';
import type { TGeneratedArticle, TWriterSessionState, WriterSession } from '../../shared/src/schemas/article-writer.ts';
import { TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { aSession, installEventSource, renderWriterPage, SESSION_ID } from './article-writer-page.tsx';

installEventSource();

const reviewPage = (sessionId: string | null) => <GeneratedArticlePage sessionId={sessionId} />;
const PATH = `/article-writer/generated-article?session=${SESSION_ID}`;
const ARTICLE_ID = '7d2c1b0a-9e8f-4a6b-8c5d-4e3f2a1b0c9d';

const ARTICLE: TGeneratedArticle = {
  title: 'Remote work that works for small teams',
  metaDescription: 'Remote work tips for small teams: how to set up a desk, keep in touch and stay focused at home.',
  sections: [
    { id: 'intro', kind: 'introduction', heading: '', points: [], markdown: 'Remote work is here to stay.' },
    {
      id: 's1',
      kind: 'section',
      heading: 'Why remote work helps',
      points: [],
      markdown: 'Fewer interruptions. See [the guide](https://example.com/guide).',
    },
  ],
};

function reviewSession(state: Partial<TWriterSessionState> = {}, overrides: Partial<WriterSession> = {}) {
  return aSession(
    {
      keywordForm: { ...aSession().state.keywordForm, keyword: 'remote work' },
      chosenTitle: { title: ARTICLE.title, description: '' },
      selectedOutline: { optionId: null, sections: [{ heading: 'Why remote work helps', points: [] }] },
      generatedArticle: ARTICLE,
      ...state,
    },
    { step: 'generated-article', ...overrides },
  );
}

function expectedScore(title: string): number {
  return scoreArticle({
    keyphrase: 'remote work',
    title,
    metaDescription: ARTICLE.metaDescription,
    slug: slugify('remote work'),
    html: articleBodyHtml(ARTICLE),
    languageCode: 'en',
    siteOrigins: [window.location.origin],
  }).score;
}

async function renderReview(session: WriterSession) {
  const saved: unknown[] = [];
  const checked: unknown[] = [];
  mswServer.use(
    trpcMutation(TEST_ORIGIN, 'articleWriter.saveArticle', {
      data: { articleId: ARTICLE_ID },
      onRequest: (input) => saved.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.checkLinks', {
      onRequest: (input) => checked.push(input),
      data: { ...session, state: { ...session.state, brokenLinkResults: [] } },
    }),
  );
  const rendered = await renderWriterPage(reviewPage, PATH, { session });
  await screen.findByRole('textbox', { name: 'Title' });
  return { ...rendered, saved, checked };
}

describe('Article writer, step 6: review', () => {
  it('shows the article, its live SEO score, and saves an edited title', async () => {
    const { server } = await renderReview(reviewSession());
    const preview = screen.getByRole('article', { name: 'Article preview' });
    expect(within(preview).getByRole('heading', { name: ARTICLE.title })).toBeInTheDocument();
    expect(within(preview).getByText('Remote work is here to stay.')).toBeInTheDocument();
    expect(
      screen.getByText(`${ARTICLE.title.length} characters · 30–60 show in full in search results`),
    ).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`^${expectedScore(ARTICLE.title)} out of 100`))).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Working from home: a guide');
    // Without the keyphrase in the title the score drops, as the scorer says it should.
    const withoutKeyphrase = expectedScore('Working from home: a guide');
    expect(withoutKeyphrase).toBeLessThan(expectedScore(ARTICLE.title));
    expect(await screen.findByText(new RegExp(`^${withoutKeyphrase} out of 100`))).toBeInTheDocument();
    await waitFor(() =>
      expect(server.sent.update.at(-1)?.patch.generatedArticle).toEqual({
        ...ARTICLE,
        title: 'Working from home: a guide',
      }),
    );
  });

  it('saves the article and opens it in the editor', async () => {
    const { saved, router, checked } = await renderReview(reviewSession());
    // Broken links were not asked for on step 1: the check waits for the button.
    expect(screen.getByRole('button', { name: 'Check links' })).toBeInTheDocument();
    expect(checked).toEqual([]);

    // The test's router shows this page at every address, so each address visited is recorded.
    const visited: string[] = [];
    router.history.subscribe(({ location }) => visited.push(`${location.pathname}${location.search}`));
    await userEvent.click(screen.getByRole('button', { name: 'Save and edit' }));
    await waitFor(() => expect(visited[0]).toBe(`/article-writer/edit?id=${ARTICLE_ID}`));
    expect(saved).toEqual([{ sessionId: SESSION_ID }]);
  });

  it('checks the links by itself once when the broken-link check was asked for', async () => {
    const session = reviewSession({
      keywordForm: { ...aSession().state.keywordForm, keyword: 'remote work', brokenLinks: true },
    });
    const { checked } = await renderReview(session);
    await waitFor(() => expect(checked).toEqual([{ sessionId: SESSION_ID }]));
  });

  it('offers to open or overwrite an article saved before, overwriting only after a confirm', async () => {
    const { saved } = await renderReview(reviewSession({}, { articleId: ARTICLE_ID }));
    expect(screen.getByText('This article is saved in My Articles.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in editor' })).toHaveAttribute(
      'href',
      `/article-writer/edit?id=${ARTICLE_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Save and edit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the saved article’s content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saved).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save again' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace the saved article’s content?' })).getByRole('button', {
        name: 'Save again',
      }),
    );
    expect(await screen.findByText('The saved article now has this version.')).toBeInTheDocument();
    expect(saved).toEqual([{ sessionId: SESSION_ID }]);
  });
});
