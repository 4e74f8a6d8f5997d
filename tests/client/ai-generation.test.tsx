import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminAiPage } from '../../client/src/features/ai/AdminAiPage.tsx';
import type { TGenerationEvent } from '../../shared/src/schemas/ai.ts';
import { renderedUntilShown } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL, type OutputOf, type QueryAnswer, trpcQueries } from '../mocks/trpc.ts';
import { type MutationAnswer, trpcMutation } from '../mocks/trpc-mutations.ts';
import { FetchEventSource, trpcSubscription } from '../mocks/trpc-subscriptions.ts';
import { mswServer } from '../setup/msw-node.ts';

const GENERATION_ID = '0b6d7c1e-6f4a-4f0e-9d57-3c2a1b0e9f11';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const SETTINGS: OutputOf<'ai.admin.settings'> = {
  activeProvider: 'openai_compatible',
  providers: [
    { id: 'openai_compatible', configured: true, model: 'gpt-4o-mini' },
    { id: 'mapping', configured: false, model: '' },
    { id: 'offline', configured: true, model: 'template-composer' },
  ],
};

function wordAccount(availableWords: number): OutputOf<'words.account'> {
  return { availableWords, heldWords: 0, nextExpiry: null, history: [] };
}

const STARTED: TGenerationEvent = {
  type: 'started',
  generationId: GENERATION_ID,
  provider: 'openai_compatible',
  model: 'gpt-4o-mini',
  heldWords: 300,
  templateDraft: false,
};

interface PlaygroundOptions {
  start?: MutationAnswer<'ai.start'>;
  settings?: QueryAnswer<'ai.admin.settings'>;
  usage?: QueryAnswer<'ai.admin.usage'>;
  balances?: number[];
}

/**
 * The playground with a server that accepts one generation; the test plays the stream. Each
 * words.account request answers with the next of `balances` (the last one repeats).
 */
async function renderPlayground({ start, settings, usage, balances = [2000] }: PlaygroundOptions = {}) {
  const startInputs: unknown[] = [];
  const cancelInputs: unknown[] = [];
  const remaining = [...balances];
  const stream = trpcSubscription(TEST_ORIGIN, 'ai.stream');
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'ai.admin.settings': settings ?? (() => SETTINGS),
      'ai.admin.usage': usage ?? (() => ({ rows: [] })),
      'words.account': () => wordAccount((remaining.length > 1 ? remaining.shift() : remaining[0]) ?? 0),
    }),
    trpcMutation(TEST_ORIGIN, 'ai.start', {
      data: { generationId: GENERATION_ID },
      ...start,
      onRequest: (input) => startInputs.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'ai.cancel', {
      data: { cancelled: true },
      onRequest: (input) => cancelInputs.push(input),
    }),
    stream.handler,
  );
  const view = await renderInApp(
    <>
      <Notifications />
      <AdminAiPage />
    </>,
    { path: '/admin/ai' },
  );
  return { ...view, stream, startInputs, cancelInputs };
}

async function renderReadyPlayground(options: PlaygroundOptions = {}) {
  const rendered = await renderPlayground(options);
  await screen.findByRole('heading', { name: 'Try a prompt' });
  return rendered;
}

async function writePostAbout(topic: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Topic' }), topic);
  await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
}

async function choosePrompt(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Prompt' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

beforeAll(() => {
  // jsdom has no EventSource; this one speaks the same protocol over fetch, which msw answers.
  vi.stubGlobal('EventSource', FetchEventSource);
  // Nor document.fonts, which Mantine's autosizing textareas listen to.
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'fonts');
});

describe('AI playground: a generation', () => {
  it('starts with the chosen inputs and provider, streams the text in, and shows the words charged', async () => {
    let usageRequests = 0;
    const { stream, startInputs } = await renderReadyPlayground({
      balances: [2000, 1700, 1996],
      usage: () => {
        usageRequests += 1;
        return { rows: [] };
      },
    });
    expect(await screen.findByText('Your balance: 2,000 words')).toBeInTheDocument();

    await writePostAbout('Remote work for small teams');
    const connection = await stream.nextConnection();
    expect(startInputs).toEqual([
      {
        request: {
          kind: 'linkedin_post',
          inputs: {
            topic: 'Remote work for small teams',
            language: 'English',
            postLength: 'medium',
            writingStyle: 'professional',
          },
        },
        provider: 'openai_compatible',
        idempotencyKey: expect.stringMatching(UUID),
      },
    ]);
    expect(connection.input).toEqual({ generationId: GENERATION_ID });

    connection.send(STARTED, '1');
    expect(await screen.findByText('OpenAI-compatible API · gpt-4o-mini')).toBeInTheDocument();
    // Words are held while it runs: the balance is asked for again.
    expect(await screen.findByText('Your balance: 1,700 words')).toBeInTheDocument();

    connection.send({ type: 'delta', text: 'Small teams win\n' }, '2');
    expect(await screen.findByText('Small teams win')).toBeInTheDocument();
    expect(screen.getByText('3 words so far')).toBeInTheDocument();
    expect(screen.getByText('(300 words reserved)')).toBeInTheDocument();

    connection.send({ type: 'delta', text: 'by writing things down.' }, '3');
    const text = await screen.findByText('Small teams win by writing things down.');
    expect(text.textContent).toBe('Small teams win\nby writing things down.');
    // Not read out word by word: busy while it streams, and one status line when it is done.
    expect(text).toHaveAttribute('aria-busy', 'true');
    expect(text).not.toHaveAttribute('aria-live');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('7 words so far')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();

    connection.send({ type: 'done', text: 'Small teams win\nby writing things down.', words: 7 }, '4');
    connection.end();
    expect(await screen.findByText('Words charged: 7')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Generation finished: 7 words');
    expect(screen.getByText('Small teams win by writing things down.')).toHaveAttribute('aria-busy', 'false');
    expect(await screen.findByText('Your balance: 1,996 words')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByText(/words so far/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    // The usage below counts it now.
    await waitFor(() => expect(usageRequests).toBe(2));
  });

  it('picks up after a dropped connection from the last event it saw, without repeating text', async () => {
    const { stream } = await renderReadyPlayground();
    await writePostAbout('Resilience');
    const first = await stream.nextConnection();
    first.send(STARTED, '1');
    first.send({ type: 'delta', text: 'One, ' }, '2');
    expect(await screen.findByText('One,')).toBeInTheDocument();

    first.drop();
    expect(
      await screen.findByText('The connection dropped. Reconnecting; the text continues where it stopped…'),
    ).toBeInTheDocument();
    const second = await stream.nextConnection();
    expect(second.lastEventIdHeader).toBe('2');
    expect(second.input).toEqual({ generationId: GENERATION_ID });
    second.send({ type: 'delta', text: 'two.' }, '3');
    second.send({ type: 'done', text: 'One, two.', words: 2 }, '4');
    second.end();

    expect(await screen.findByText('Words charged: 2')).toBeInTheDocument();
    expect(screen.getByText('One, two.')).toBeInTheDocument();
    expect(screen.queryByText(/The connection dropped/)).not.toBeInTheDocument();
  });

  it('cancels a running generation through ai.cancel', async () => {
    const { stream, cancelInputs } = await renderReadyPlayground();
    await writePostAbout('Cancelling');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'A start' }, '2');
    await screen.findByText('A start');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancelInputs).toEqual([{ generationId: GENERATION_ID }]));
    connection.send({ type: 'cancelled' }, '3');
    connection.end();

    expect(await screen.findByText('Generation cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Words charged/)).not.toBeInTheDocument();
  });

  it('says so when a cancel fails, and lets the user try again while the text keeps coming', async () => {
    const { stream } = await renderReadyPlayground();
    await writePostAbout('Cancelling');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'A start' }, '2');
    await screen.findByText('A start');

    mswServer.use(trpcMutation(TEST_ORIGIN, 'ai.cancel', { networkError: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The generation could not be cancelled. Please try again.',
    );

    mswServer.use(trpcMutation(TEST_ORIGIN, 'ai.cancel', { appError: 'NOT_FOUND' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('This generation no longer exists. Please start a new one.')).toBeInTheDocument();
    expect(screen.queryByText(/could not be cancelled/)).not.toBeInTheDocument();

    connection.send({ type: 'delta', text: ' and more' }, '3');
    expect(await screen.findByText('A start and more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('labels a draft of the offline composer honestly as a template draft', async () => {
    const { stream } = await renderReadyPlayground();
    await writePostAbout('Templates');
    const connection = await stream.nextConnection();
    connection.send({ ...STARTED, provider: 'offline', model: 'template-composer', templateDraft: true }, '1');
    connection.send({ type: 'done', text: 'Here is a draft about Templates.', words: 6 }, '2');
    connection.end();

    expect(await screen.findByText('Template draft')).toBeInTheDocument();
    expect(screen.getByText(/No AI model wrote this/)).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Template composer (offline) · template-composer')).toBeInTheDocument();
    expect(await screen.findByText('Words charged: 6')).toBeInTheDocument();
  });

  it('says when the provider failed and the composer took over, dropping what the provider had sent', async () => {
    const { stream } = await renderReadyPlayground();
    await writePostAbout('Fallbacks');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'delta', text: 'Half an AI sent' }, '2');
    await screen.findByText('Half an AI sent');
    // The server sends no detail here: only a provider an admin chose shows its failure's detail.
    connection.send({ type: 'fallback', code: 'AI_PROVIDER_FAILED', provider: 'offline' }, '3');
    connection.send({ type: 'delta', text: 'A template draft.' }, '4');
    connection.send({ type: 'done', text: 'A template draft.', words: 0 }, '5');
    connection.end();

    expect(
      await screen.findByText('The AI provider failed, so a template draft was written instead'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The AI provider failed\. Please try again\./)).toBeInTheDocument();
    expect(screen.getByText('Template draft')).toBeInTheDocument();
    expect(await screen.findByText('Words charged: 0')).toBeInTheDocument();
    expect(screen.queryByText(/Half an AI sent/)).not.toBeInTheDocument();
    expect(screen.getByText('A template draft.')).toBeInTheDocument();
  });

  it('shows an error the stream reports', async () => {
    const { stream } = await renderReadyPlayground();
    await writePostAbout('Errors');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'error', code: 'AI_PROVIDER_FAILED', detail: 'timeout after 60 s' }, '2');
    connection.end();

    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('The AI provider failed: timeout after 60 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('explains a balance too small to start, with a link to the Subscription page', async () => {
    const { startInputs } = await renderReadyPlayground({ start: { appError: 'INSUFFICIENT_WORDS' } });
    await writePostAbout('Too long a post');

    const alert = (await screen.findByText('Generation failed')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('You do not have enough words for this. Get more words on the Subscription page.');
    expect(within(alert).getByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
    expect(startInputs).toHaveLength(1);
  });

  it('says how many generations may run at once', async () => {
    await renderReadyPlayground({ start: { appError: 'TOO_MANY_GENERATIONS' } });
    await writePostAbout('One more');
    expect(
      await screen.findByText('You already have 3 generations running. Wait for one to finish and try again.'),
    ).toBeInTheDocument();
  });

  it('says when the text was cut at the words reserved, and starts each generation with a key of its own', async () => {
    const { stream, startInputs } = await renderReadyPlayground();
    await writePostAbout('Remote work');
    const connection = await stream.nextConnection();
    connection.send(STARTED, '1');
    connection.send({ type: 'done', text: 'Remote work works.', words: 300, truncated: true }, '2');
    connection.end();
    expect(await screen.findByText('Words charged: 300')).toBeInTheDocument();
    expect(screen.getByText('The text reached the words reserved for it and was cut there.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(startInputs).toHaveLength(2));
    const [first, second] = startInputs as { idempotencyKey: string }[];
    expect(first!.idempotencyKey).toMatch(UUID);
    expect(second!.idempotencyKey).toMatch(UUID);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(screen.queryByText('The text reached the words reserved for it and was cut there.')).not.toBeInTheDocument();
  });

  it('shows the keywords the keyword step returns as a list', async () => {
    const { stream, startInputs } = await renderReadyPlayground();
    await choosePrompt('Article keywords');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), 'standing desk');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const connection = await stream.nextConnection();
    expect(startInputs).toEqual([
      {
        request: {
          kind: 'article_keywords',
          inputs: { keyword: 'standing desk', country: 'US', language: 'en', contentType: 'Blog Post' },
        },
        provider: 'openai_compatible',
        idempotencyKey: expect.stringMatching(UUID),
      },
    ]);
    const result = {
      keywords: [
        { keyword: 'best standing desk', intent: 'commercial', relevance: 'Buyers compare desks.' },
        { keyword: 'standing desk benefits', intent: 'informational', relevance: '' },
      ],
    };
    connection.send(STARTED, '1');
    connection.send({ type: 'done', text: JSON.stringify(result), words: 9, result }, '2');
    connection.end();

    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'best standing deskcommercialBuyers compare desks.',
      'standing desk benefitsinformational',
    ]);
    expect(screen.getByText('Words charged: 9')).toBeInTheDocument();
  });

  it('shows every part of the keyword select response', async () => {
    const { stream } = await renderReadyPlayground();
    await choosePrompt('Article titles');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), 'standing desk');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const connection = await stream.nextConnection();
    const result = {
      titlesAndShortDescription: [{ title: 'Standing Desk Guide', description: 'All about standing desks.' }],
      articleoutline: ['Why stand'],
      promptforbody: 'For office workers.',
      Introduction: 'A standing desk changes your day.',
      key_takeaways: ['Alternate sitting and standing.'],
    };
    connection.send(STARTED, '1');
    connection.send({ type: 'done', text: 'titles', words: 20, result }, '2');
    connection.end();

    for (const label of ['Titles and meta descriptions', 'Suggested outline', 'Brief for the body', 'Introduction']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    for (const shown of [
      'Standing Desk Guide',
      'All about standing desks.',
      'Why stand',
      'For office workers.',
      'A standing desk changes your day.',
      'Alternate sitting and standing.',
    ]) {
      expect(screen.getByText(shown)).toBeInTheDocument();
    }
  });

  it('shows the outline options with their points', async () => {
    const { stream } = await renderReadyPlayground();
    await choosePrompt('Article outline');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), 'standing desk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Standing desks');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const connection = await stream.nextConnection();
    const result = {
      outlines: [{ angle: 'Step by step', sections: [{ heading: 'Choose a desk', points: ['Height range'] }] }],
    };
    connection.send(STARTED, '1');
    connection.send({ type: 'done', text: 'outline', words: 8, result }, '2');
    connection.end();
    expect(await screen.findByText('Step by step')).toBeInTheDocument();
    expect(screen.getByText('Choose a desk')).toBeInTheDocument();
    expect(screen.getByText('Height range')).toBeInTheDocument();
  });
});

describe('AI playground: the form', () => {
  it('shows the inputs of the chosen prompt with their defaults, and keeps what was typed per prompt', async () => {
    await renderReadyPlayground();
    expect(screen.getByRole('textbox', { name: 'Topic' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('English');
    expect(screen.getByRole('combobox', { name: 'Post length' })).toHaveValue('Medium');
    expect(screen.getByRole('combobox', { name: 'Writing style' })).toHaveValue('Professional');
    expect(screen.getByRole('textbox', { name: 'Ideal customer profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Example post' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Topic' }), 'Kept for later');

    await choosePrompt('Article outline');
    expect(screen.queryByRole('textbox', { name: 'Topic' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Content type' })).toHaveValue('Blog Post');
    expect(screen.getByRole('textbox', { name: 'Number of headings' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Point of view' })).toHaveValue("Writer's choice");
    expect(screen.getByRole('textbox', { name: 'Writing style' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Outline' })).not.toBeInTheDocument();

    await choosePrompt('Article body');
    expect(screen.getByRole('textbox', { name: 'Outline' })).toBeRequired();

    await choosePrompt('LinkedIn post');
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('Kept for later');
  });

  it('asks for the required inputs before starting anything', async () => {
    const { startInputs } = await renderReadyPlayground();
    await choosePrompt('Article body');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), 'standing desk');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in this field.'),
    );
    expect(screen.getByRole('textbox', { name: 'Outline' })).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in this field.'),
    );
    expect(startInputs).toEqual([]);
  });

  it('sends lists one entry per line, and the provider picked for this run', async () => {
    const { startInputs } = await renderReadyPlayground();
    await userEvent.click(screen.getByRole('combobox', { name: 'Provider' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Template composer (offline) · template-composer' }),
    );
    await choosePrompt('Article titles');
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), 'standing desk');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Selected keywords' }),
      'best standing desk{enter}{enter}  standing desk benefits ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(startInputs).toHaveLength(1));
    expect(startInputs[0]).toEqual({
      request: {
        kind: 'article_titles',
        inputs: {
          keyword: 'standing desk',
          country: 'US',
          language: 'en',
          contentType: 'Blog Post',
          selectedKeywords: ['best standing desk', 'standing desk benefits'],
          competingPages: [],
        },
      },
      provider: 'offline',
      idempotencyKey: expect.stringMatching(UUID),
    });
  });
});

describe('AI playground: providers and usage', () => {
  it('lists the providers, and saves another one as the active provider', async () => {
    let saved: unknown;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'ai.admin.setActiveProvider', {
        onRequest: (input) => {
          saved = input;
        },
      }),
    );
    await renderReadyPlayground();
    const table = screen.getByRole('table', { name: 'Providers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'OpenAI-compatible APIgpt-4o-miniConfiguredActive',
      'HTTP mapping—Not configured',
      'Template composer (offline)template-composerConfigured',
    ]);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Active provider' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Template composer (offline)' }));
    await userEvent.click(save);

    expect(await screen.findAllByText('Template composer (offline) is now the active provider.')).not.toHaveLength(0);
    expect(saved).toEqual({ provider: 'offline' });
  });

  it('shows the usage per day and provider with totals, and asks for a longer period', async () => {
    const requested: unknown[] = [];
    await renderReadyPlayground({
      usage: (input) => {
        requested.push(input);
        return {
          rows: [
            {
              day: '2026-11-21',
              provider: 'openai_compatible',
              generations: 12,
              succeeded: 11,
              failed: 1,
              words: 3400,
              avgLatencyMs: 8250,
            },
            {
              day: '2026-11-20',
              provider: 'offline',
              generations: 3,
              succeeded: 3,
              failed: 0,
              words: 0,
              avgLatencyMs: 40,
            },
          ],
        };
      },
    });
    const table = await screen.findByRole('table', { name: 'Usage' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['Nov 21, 2026', 'OpenAI-compatible API', '12', '11', '1', '3,400', '8.3 sec'],
      ['Nov 20, 2026', 'Template composer (offline)', '3', '3', '0', '0', '40 ms'],
      ['15', '14', '1', '3,400', ''],
    ]);

    expect(requested).toEqual([{ days: 7 }]);
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(requested).toEqual([{ days: 7 }, { days: 30 }]));
  });

  it('shows no average time for a day whose runs all failed', async () => {
    await renderReadyPlayground({
      usage: () => ({
        rows: [
          {
            day: '2026-11-21',
            provider: 'mapping',
            generations: 1,
            succeeded: 0,
            failed: 1,
            words: 0,
            avgLatencyMs: 0,
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Usage' });
    const [, day] = within(table).getAllByRole('row');
    expect(
      day &&
        within(day)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['Nov 21, 2026', 'HTTP mapping', '1', '0', '1', '0', '—']);
  });

  it('says so when nothing was generated in the period', async () => {
    await renderReadyPlayground();
    expect(await screen.findByText('No generations in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Usage' })).not.toBeInTheDocument();
  });

  it('shows a failed load of the settings with a retry, and recovers', async () => {
    let failing = true;
    const { onServerFailure } = await renderedUntilShown(
      () => renderPlayground({ settings: () => (failing ? FAIL : SETTINGS) }),
      'Could not load the AI settings',
    );
    expect(await screen.findByText('Could not load the AI settings')).toBeInTheDocument();
    expect(onServerFailure).not.toHaveBeenCalled();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Providers' })).toBeInTheDocument();
  });

  it('links to the other admin sections', async () => {
    await renderReadyPlayground();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'AI playground' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'HTTP mappings' })).toHaveAttribute('href', '/admin/http-mappings');
    expect(within(nav).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
