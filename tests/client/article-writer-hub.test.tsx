import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WriterHubPage } from '../../client/src/features/article-writer/pages/WriterHubPage.tsx';
import type { WriterSessionSummary } from '../../shared/src/schemas/article-writer.ts';
import { renderWriterPage } from './article-writer-page.tsx';

const hubPage = () => <WriterHubPage />;
const SAVED_ARTICLE_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const SESSIONS: WriterSessionSummary[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    keyword: 'remote work',
    title: 'Remote Work Tips: 12 Habits of Teams That Thrive',
    step: 'title-description',
    articleId: null,
    updatedAt: minutesAgo(5),
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    keyword: 'sourdough starter',
    title: 'How to Keep a Sourdough Starter Alive',
    step: 'generated-article',
    articleId: SAVED_ARTICLE_ID,
    updatedAt: minutesAgo(3 * 24 * 60),
  },
];

describe('Article writer hub', () => {
  it('lists the articles in progress with their step and last change, and continues at that step', async () => {
    const { router } = await renderWriterPage(hubPage, '/article-writer', { sessions: SESSIONS });
    expect(await screen.findByRole('heading', { name: 'AI Article Writer' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('remote work');
    expect(rows[0]).toHaveTextContent('Remote Work Tips: 12 Habits of Teams That Thrive');
    expect(rows[0]).toHaveTextContent('Step: Title');
    expect(rows[0]).toHaveTextContent('Changed 5 minutes ago');
    expect(rows[1]).toHaveTextContent('Step: Review');
    expect(rows[1]).toHaveTextContent('Changed 3 days ago');
    // Only a saved one opens in the editor.
    expect(within(rows[0]!).queryByRole('link', { name: 'Open article' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Open article' })).toHaveAttribute(
      'href',
      `/article-writer/edit?id=${SAVED_ARTICLE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/article-writer/keyword');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Continue remote work' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/article-writer/title-description'));
    expect(router.state.location.search).toEqual({ session: SESSIONS[0]!.id });
  });

  it('deletes one after confirming', async () => {
    const { server } = await renderWriterPage(hubPage, '/article-writer', { sessions: SESSIONS });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete sourdough starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article in progress?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent.remove).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete sourdough starter' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this article in progress?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(server.sent.remove).toEqual([{ sessionId: SESSIONS[1]!.id }]));
    expect(await screen.findByText('The article in progress was deleted.')).toBeInTheDocument();
  });

  it('invites to start when there is none', async () => {
    await renderWriterPage(hubPage, '/article-writer', { sessions: [] });
    expect(await screen.findByText('No articles in progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write your first article' })).toHaveAttribute(
      'href',
      '/article-writer/keyword',
    );
  });
});
