import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KeywordPage } from '../../client/src/features/article-writer/pages/KeywordPage.tsx';
import {
  aSession,
  installEventSource,
  KEYWORD_RESPONSE,
  renderWriterPage,
  SESSION_ID,
  UUID,
} from './article-writer-page.tsx';

installEventSource();

const keywordPage = (sessionId: string | null) => <KeywordPage sessionId={sessionId} />;

describe('Article writer, step 1: keyword', () => {
  it('starts with the spec defaults: US, English, Blog Post, broken links off', async () => {
    await renderWriterPage(keywordPage, '/article-writer/keyword');
    expect(await screen.findByRole('heading', { name: 'Start with a keyword' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('🇺🇸 United States');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('Blog Post');
    expect(screen.getByRole('switch', { name: /Check for broken links/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Links to check' })).not.toBeInTheDocument();
    // The count appears with the check, at its default.
    await userEvent.click(screen.getByRole('switch', { name: /Check for broken links/ }));
    expect(screen.getByRole('textbox', { name: 'Links to check' })).toHaveValue('10');
  });

  it('asks for a keyword before anything is created', async () => {
    const { server } = await renderWriterPage(keywordPage, '/article-writer/keyword');
    await userEvent.click(await screen.findByRole('button', { name: 'Find keywords' }));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a keyword.'),
    );
    expect(server.sent.create).toEqual([]);
    expect(server.sent.run).toEqual([]);
  });

  it('creates the session with the form, runs the keywords on it, then opens the next step', async () => {
    const { server, router, finishRun } = await renderWriterPage(keywordPage, '/article-writer/keyword', {
      runResult: { keywordResponse: KEYWORD_RESPONSE },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Keyword' }), '  remote work  ');
    // The words the run holds, before it runs.
    const run = screen.getByRole('button', { name: 'Find keywords · holds 150 words' });
    await userEvent.click(screen.getByRole('switch', { name: /Check for broken links/ }));
    const count = screen.getByRole('textbox', { name: 'Links to check' });
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    await userEvent.click(run);

    await waitFor(() => expect(server.sent.run).toHaveLength(1));
    expect(server.sent.create).toEqual([
      {
        keywordForm: {
          keyword: 'remote work',
          country: 'US',
          language: 'en',
          contentType: 'Blog Post',
          brokenLinks: true,
          brokenLinkCount: 25,
        },
      },
    ]);
    expect(server.sent.run).toEqual([
      { run: 'keywords', sessionId: SESSION_ID, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    // The address names the new session at once, so a reload opens it.
    await waitFor(() => expect(router.state.location.search).toEqual({ session: SESSION_ID }));
    expect(router.state.location.pathname).toBe('/article-writer/keyword');
    expect(await screen.findByText('Finding keywords…')).toBeInTheDocument();
    expect(screen.getByText('150 words held')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // What was entered stays while it runs.
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('  remote work  ');

    await finishRun(150, 42);
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer/select-keywords'));
    expect(router.state.location.search).toEqual({ session: SESSION_ID });
  });

  it('says why a run failed, with the way to more words, and keeps the form', async () => {
    await renderWriterPage(keywordPage, '/article-writer/keyword', { run: { appError: 'INSUFFICIENT_WORDS' } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Keyword' }), 'remote work');
    await userEvent.click(screen.getByRole('button', { name: 'Find keywords · holds 150 words' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough words for this. Get more words on the Subscription page.');
    expect(within(alert).getByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('remote work');
  });

  it('goes on without a new run when what the ideas depend on is unchanged, saving the form', async () => {
    const session = aSession({
      keywordForm: {
        keyword: 'remote work',
        country: 'GB',
        language: 'fr',
        contentType: 'Listicle',
        brokenLinks: false,
        brokenLinkCount: 10,
      },
      keywordResponse: KEYWORD_RESPONSE,
    });
    const { server, router } = await renderWriterPage(keywordPage, `/article-writer/keyword?session=${SESSION_ID}`, {
      session,
    });
    expect(await screen.findByRole('textbox', { name: 'Keyword' })).toHaveValue('remote work');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('🇬🇧 United Kingdom');
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('Listicle');
    await userEvent.click(screen.getByRole('switch', { name: /Check for broken links/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer/select-keywords'));
    expect(server.sent.update).toEqual([
      { sessionId: SESSION_ID, patch: { keywordForm: { ...session.state.keywordForm, brokenLinks: true } } },
    ]);
    expect(server.sent.run).toEqual([]);

    // A changed keyword needs new ideas.
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), ' jobs');
    expect(screen.getByRole('button', { name: 'Find keywords · holds 150 words' })).toBeEnabled();
  });

  it('resets to the defaults after confirming', async () => {
    const session = aSession(
      {
        keywordForm: {
          keyword: 'remote work',
          country: 'DE',
          language: 'de',
          contentType: 'Comparison',
          brokenLinks: true,
          brokenLinkCount: 5,
        },
        keywordResponse: KEYWORD_RESPONSE,
      },
      { step: 'select-keywords' },
    );
    const { server } = await renderWriterPage(keywordPage, `/article-writer/keyword?session=${SESSION_ID}`, {
      session,
    });
    expect(await screen.findByRole('textbox', { name: 'Keyword' })).toHaveValue('remote work');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the article writer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(server.sent.reset).toEqual([{ sessionId: SESSION_ID }]));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('🇺🇸 United States');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('Blog Post');
    expect(screen.getByRole('switch', { name: /Check for broken links/ })).not.toBeChecked();
    expect(await screen.findByText('The article writer was reset to its defaults.')).toBeInTheDocument();
  });
});
