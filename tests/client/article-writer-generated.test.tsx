import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GeneratedPage } from '../../client/src/features/article-writer/pages/GeneratedPage.tsx';
import type { TGeneratedArticle, TWriterSessionState, WriterSession } from '../../shared/src/schemas/article-writer.ts';
import { TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import {
  aSession,
  GENERATION_ID,
  installEventSource,
  renderWriterPage,
  SESSION_ID,
  UUID,
} from './article-writer-page.tsx';

installEventSource();

const generatedPage = (sessionId: string | null) => <GeneratedPage sessionId={sessionId} />;
const PATH = `/article-writer/generated?session=${SESSION_ID}`;

const ARTICLE: TGeneratedArticle = {
  title: 'Remote work that works',
  metaDescription: 'How to work from home well.',
  sections: [
    { id: 'intro', kind: 'introduction', heading: '', points: [], markdown: 'Working from home is here to stay.' },
    { id: 's1', kind: 'section', heading: 'Why remote work', points: ['Focus'], markdown: 'Fewer interruptions.' },
    { id: 's2', kind: 'section', heading: 'Set up your desk', points: [], markdown: 'Light matters most.' },
  ],
};

function readyToWrite(state: Partial<TWriterSessionState> = {}): WriterSession {
  return aSession(
    {
      keywordForm: { ...aSession().state.keywordForm, keyword: 'remote work' },
      chosenTitle: { title: 'Remote work that works', description: '' },
      outlineOptions: [{ id: 'o1', angle: '', sections: [{ heading: 'Why remote work', points: ['Focus'] }] }],
      selectedOutline: {
        optionId: null,
        sections: [
          { heading: 'Why remote work', points: ['Focus'] },
          { heading: 'Set up your desk', points: [] },
        ],
      },
      articleOptions: { includeKeyTakeaways: true, includeFaq: true },
      ...state,
    },
    { step: 'generated' },
  );
}

const STARTED = {
  type: 'started',
  generationId: GENERATION_ID,
  provider: 'openai_compatible',
  model: 'gpt-4o-mini',
  heldWords: 1800,
  templateDraft: false,
} as const;

/** The page against the writer server, which also answers the internal link suggestions with `links`. */
async function renderGenerated(session: WriterSession, links: TWriterSessionState['internalLinks'] = []) {
  const suggested: unknown[] = [];
  let current: { session: WriterSession | null } = { session };
  mswServer.use(
    trpcMutation(TEST_ORIGIN, 'articleWriter.suggestInternalLinks', {
      onRequest: (input) => {
        suggested.push(input);
        if (current.session)
          current.session = { ...current.session, state: { ...current.session.state, internalLinks: links } };
      },
      get data() {
        return current.session ?? undefined;
      },
    }),
  );
  const rendered = await renderWriterPage(generatedPage, PATH, { session });
  // The suggestions land in the session the writer server keeps.
  current = rendered.server;
  return { ...rendered, suggested };
}

describe('Article writer, step 5: the article', () => {
  it('sets the options and says when none of the user’s articles is related', async () => {
    const { server, suggested } = await renderGenerated(readyToWrite());
    expect(
      await screen.findByText(
        'None of your published articles is related to this one yet, so the article links to none of them.',
      ),
    ).toBeInTheDocument();
    expect(suggested).toEqual([{ sessionId: SESSION_ID }]);

    await userEvent.click(screen.getByRole('switch', { name: /FAQ section/ }));
    await waitFor(() =>
      expect(server.sent.update.at(-1)).toEqual({
        sessionId: SESSION_ID,
        patch: { articleOptions: { includeKeyTakeaways: true, includeFaq: false } },
      }),
    );
  });

  it('keeps or drops each suggested internal link', async () => {
    const { server } = await renderGenerated(readyToWrite(), [
      {
        articleId: '2b0f4a52-8d1e-4a3b-9c6d-7e8f9a0b1c2d',
        title: 'Home office lighting',
        path: '/blog/en/lighting',
        score: 3,
        selected: true,
      },
    ]);
    const link = await screen.findByRole('checkbox', { name: /Home office lighting/ });
    expect(link).toBeChecked();
    await userEvent.click(link);
    await waitFor(() => expect(server.sent.update.at(-1)?.patch.internalLinks?.[0]?.selected).toBe(false));
  });

  it('streams the article section by section with the outline ticking off, then shows it written', async () => {
    const { server, stream } = await renderGenerated(readyToWrite());
    await userEvent.click(await screen.findByRole('button', { name: /^Write the article · holds [\d,]+ words$/ }));
    const connection = await stream.nextConnection();
    expect(server.sent.run).toEqual([
      { run: 'article', sessionId: SESSION_ID, idempotencyKey: expect.stringMatching(UUID) },
    ]);

    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: '# Remote work that works\n\nWorking from home ' }, '2');
    expect(await screen.findByText('Working from home')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Writing section 1 of 5…');

    connection.send({ type: 'delta', text: 'is here to stay.\n\n## Key takeaways\n\n- Focus wins' }, '3');
    expect(await screen.findByText('Focus wins')).toBeInTheDocument();
    expect(screen.getByText('Working from home is here to stay.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Writing section 2 of 5…');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Key takeaways');

    connection.send({ type: 'delta', text: '\n\n## Why remote work\n\nFewer interruptions.' }, '4');
    expect(await screen.findByRole('heading', { name: 'Why remote work' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Writing section 3 of 5…');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Why remote work');
    expect(screen.getByText('Introduction')).toHaveTextContent('Introduction (written)');

    server.session = server.session && {
      ...server.session,
      state: { ...server.session.state, generatedArticle: ARTICLE },
    };
    connection.send({ type: 'done', text: '…', words: 1200 }, '5');
    connection.end();
    expect(await screen.findByRole('button', { name: 'Regenerate “Why remote work”' })).toBeInTheDocument();
    expect(screen.getByText('Light matters most.')).toBeInTheDocument();
    expect(screen.getByText('Done: 1,200 words charged.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Write again · holds/ })).toBeInTheDocument();
  });

  it('regenerates one section with the note: only that section shows the new text', async () => {
    const { server, stream } = await renderGenerated(readyToWrite({ generatedArticle: ARTICLE }));
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate “Why remote work”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate “Why remote work”' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note for the writer (optional)' }),
      'Make it shorter',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^Regenerate · holds [\d,]+ words$/ }));

    const connection = await stream.nextConnection();
    expect(server.sent.run).toEqual([
      {
        run: 'section',
        sessionId: SESSION_ID,
        sectionId: 's1',
        note: 'Make it shorter',
        idempotencyKey: expect.stringMatching(UUID),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: '## Why remote work\n\nNo commute.' }, '2');
    const section = await screen.findByRole('region', { name: 'Why remote work' });
    await waitFor(() => expect(section).toHaveTextContent('No commute.'));
    expect(section).not.toHaveTextContent('Fewer interruptions.');
    expect(within(section).getByRole('status')).toHaveTextContent('Writing this section again…');
    // The others are untouched.
    expect(screen.getByRole('region', { name: 'Set up your desk' })).toHaveTextContent('Light matters most.');
    expect(screen.getByRole('region', { name: 'Introduction' })).toHaveTextContent(
      'Working from home is here to stay.',
    );

    const rewritten = {
      ...ARTICLE,
      sections: ARTICLE.sections.map((s) => (s.id === 's1' ? { ...s, markdown: 'No commute.' } : s)),
    };
    server.session = server.session && {
      ...server.session,
      state: { ...server.session.state, generatedArticle: rewritten },
    };
    connection.send({ type: 'done', text: '## Why remote work\n\nNo commute.', words: 3 }, '3');
    connection.end();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Why remote work' })).toHaveTextContent('No commute.'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Regenerate “Why remote work”' })).toBeInTheDocument(),
    );
    expect(screen.queryByText('Writing this section again…')).not.toBeInTheDocument();
  });

  it('asks before writing the whole article again', async () => {
    const { server } = await renderGenerated(readyToWrite({ generatedArticle: ARTICLE }));
    await userEvent.click(await screen.findByRole('button', { name: /^Write again · holds/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Write the whole article again?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent.run).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /^Write again · holds/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Write the whole article again?' })).getByRole('button', {
        name: 'Write again',
      }),
    );
    await waitFor(() => expect(server.sent.run).toHaveLength(1));
    expect(server.sent.run[0]).toMatchObject({ run: 'article', sessionId: SESSION_ID });
  });

  it('renders the model’s raw HTML as text and makes only safe links clickable', async () => {
    const unsafe: TGeneratedArticle = {
      ...ARTICLE,
      sections: [
        {
          id: 'intro',
          kind: 'introduction',
          heading: '',
          points: [],
          markdown:
            'Read <img src=x onerror="alert(1)"> [this](javascript:alert(1)) and [that](https://example.com/guide).',
        },
      ],
    };
    const { container } = await renderGenerated(readyToWrite({ generatedArticle: unsafe }));
    const safe = await screen.findByRole('link', { name: 'that' });
    expect(safe).toHaveAttribute('href', 'https://example.com/guide');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
  });
});
