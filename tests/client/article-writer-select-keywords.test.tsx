import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectKeywordsPage } from '../../client/src/features/article-writer/pages/SelectKeywordsPage.tsx';
import {
  aSession,
  installEventSource,
  KEYWORD_RESPONSE,
  renderWriterPage,
  SESSION_ID,
  UUID,
} from './article-writer-page.tsx';

installEventSource();

const selectPage = (sessionId: string | null) => <SelectKeywordsPage sessionId={sessionId} />;
const PATH = `/article-writer/select-keywords?session=${SESSION_ID}`;
const withKeywords = () =>
  aSession(
    {
      keywordForm: { ...aSession().state.keywordForm, keyword: 'remote work' },
      keywordResponse: KEYWORD_RESPONSE,
    },
    { step: 'select-keywords' },
  );

describe('Article writer, step 2: select keywords', () => {
  it('lists the ideas with their intent and note, and saves the selection as it changes', async () => {
    const { server } = await renderWriterPage(selectPage, PATH, { session: withKeywords() });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /best remote work tools/ });
    expect(row).toHaveTextContent('Commercial');
    expect(row).toHaveTextContent('Readers comparing tools.');
    // No keyword service: no volume or difficulty columns.
    expect(within(table).queryByRole('columnheader', { name: 'Monthly searches' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Difficulty' })).not.toBeInTheDocument();
    // Nothing kept yet: the next step cannot start, and says why.
    expect(screen.getByRole('button', { name: 'Next: write titles · holds 200 words' })).toBeDisabled();
    expect(screen.getByText('Select at least one keyword.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'remote work tips' }));
    await waitFor(() => expect(server.sent.update).toHaveLength(1));
    expect(server.sent.update[0]).toEqual({
      sessionId: SESSION_ID,
      patch: {
        selectedKeywords: [
          { keyword: 'remote work tips', isSelected: true },
          { keyword: 'best remote work tools', isSelected: false },
          { keyword: 'remote work policy template', isSelected: false },
        ],
      },
    });
    expect(screen.getByRole('button', { name: 'Next: write titles · holds 200 words' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(server.sent.update).toHaveLength(2));
    expect(server.sent.update[1]?.patch.selectedKeywords?.every((entry) => entry.isSelected)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Select none' }));
    await waitFor(() => expect(server.sent.update).toHaveLength(3));
    expect(server.sent.update[2]?.patch.selectedKeywords?.some((entry) => entry.isSelected)).toBe(false);
  });

  it('adds the user’s own keyword once, trimmed and kept', async () => {
    const { server } = await renderWriterPage(selectPage, PATH, { session: withKeywords() });
    const input = await screen.findByRole('textbox', { name: 'Add your own keyword' });
    await userEvent.type(input, '  work from home  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.sent.update).toHaveLength(1));
    expect(server.sent.update[0]?.patch.selectedKeywords?.at(-1)).toEqual({
      keyword: 'work from home',
      isSelected: true,
    });
    expect(await screen.findByRole('checkbox', { name: 'work from home' })).toBeChecked();
    expect(input).toHaveValue('');

    await userEvent.type(input, 'Remote Work Tips{Enter}');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This keyword is already in the list.'));
    expect(server.sent.update).toHaveLength(1);
  });

  it('shows volumes, difficulty and what ranks today when a keyword service gave them', async () => {
    const session = withKeywords();
    session.state.keywordResponse = {
      keywords: [
        { keyword: 'remote work tips', intent: 'informational', relevance: '', volume: 12000, difficulty: 34 },
      ],
      competingPages: [
        { title: 'Remote work guide', url: 'https://example.com/guide', snippet: 'Everything about it.' },
      ],
    };
    await renderWriterPage(selectPage, PATH, { session });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Monthly searches' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /remote work tips/ })).toHaveTextContent('12,000');
    expect(within(table).getByRole('row', { name: /remote work tips/ })).toHaveTextContent('34');
    const ranks = screen.getByRole('region', { name: 'What ranks today' });
    expect(within(ranks).getByRole('link', { name: 'Remote work guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
  });

  it('writes the titles from the saved selection, then opens the title step', async () => {
    const session = withKeywords();
    session.state.selectedKeywords = [{ keyword: 'remote work tips', isSelected: true }];
    const { server, router, finishRun } = await renderWriterPage(selectPage, PATH, {
      session,
      runResult: {
        keywordSelectResponse: {
          titlesAndShortDescription: [{ title: 'Remote work tips', description: 'A guide.' }],
          articleoutline: [],
          promptforbody: '',
          Introduction: '',
          key_takeaways: [],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next: write titles · holds 200 words' }));
    await waitFor(() => expect(server.sent.run).toHaveLength(1));
    expect(server.sent.run).toEqual([
      { run: 'titles', sessionId: SESSION_ID, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    // The selection reached the session before the writer read it.
    expect(server.sent.update).toHaveLength(1);
    expect(await screen.findByText('Writing titles and descriptions…')).toBeInTheDocument();
    await finishRun(200, 80);
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer/title-description'));
    expect(router.state.location.search).toEqual({ session: SESSION_ID });
  });

  it('leads back to step 1 when the session has no keyword ideas yet', async () => {
    await renderWriterPage(selectPage, PATH, { session: aSession() });
    expect(
      await screen.findByText('This step is not ready yet: the steps before it have to be done first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to step: Keyword' })).toBeInTheDocument();
  });

  it('sends to the list of articles in progress without a session', async () => {
    const { router } = await renderWriterPage(selectPage, '/article-writer/select-keywords');
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer'));
  });
});
