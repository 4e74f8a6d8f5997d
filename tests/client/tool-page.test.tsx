import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTool, PublicTool, ToolRunResult } from '@wordloom/shared/schemas/tools';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import superjson from 'superjson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolPage } from '../../client/src/features/tools/ToolPage.tsx';
import { ToolView } from '../../client/src/features/tools/ToolView.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';

const TOOL_ID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
const RUN_URL = `${TEST_ORIGIN}/trpc/tools.run`;

const tool: PublicTool = {
  id: TOOL_ID,
  name: 'Headline Grader',
  slug: 'headline-grader',
  description: 'Scores a headline out of 100.',
  howItWorks: 'Paste your headline and run the grader.',
  previewImage: null,
  status: 'published',
  languageCode: 'en',
  runner: 'webhook',
  fields: [
    {
      fieldName: 'headline',
      label: 'Your headline',
      fieldType: 'text',
      placeholder: '',
      options: [],
      isRequired: true,
      validationRules: {},
    },
    {
      fieldName: 'tone',
      label: 'Tone of voice',
      fieldType: 'radio',
      placeholder: '',
      options: [
        { value: 'calm', label: 'Calm' },
        { value: 'bold', label: 'Bold' },
      ],
      isRequired: false,
      validationRules: {},
    },
    {
      fieldName: 'agree',
      label: 'Keep my headline private',
      fieldType: 'checkbox',
      placeholder: '',
      options: [],
      isRequired: false,
      validationRules: {},
    },
  ],
  seo: {
    pageTitle: '',
    metaDescription: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
    twitterTitle: '',
    twitterDescription: '',
    twitterImage: '',
    canonicalUrl: '',
    structuredData: null,
  },
  updatedAt: new Date('2026-11-20T10:00:00Z'),
};

const page = { tool, seo: { url: '', canonicalUrl: '', imageUrl: null } };

function result(overrides: Partial<ToolRunResult>): ToolRunResult {
  const data = overrides.data ?? null;
  return {
    success: true,
    data,
    error: null,
    responseTimeMs: 840,
    steps: [
      {
        toolId: TOOL_ID,
        toolName: tool.name,
        success: true,
        data,
        error: null,
        responseTimeMs: 840,
        templateDraft: false,
      },
    ],
    debug: null,
    ...overrides,
  };
}

/** Answers `tools.run` as the server does to the public pages' client (httpLink: one call, superjson). */
function runAnswer(
  answer: { result: ToolRunResult } | { appError: string; status: number; retryAfterSeconds?: number },
  onRequest?: (input: unknown) => void,
  delayMs = 0,
) {
  return http.post(RUN_URL, async ({ request }) => {
    onRequest?.(superjson.deserialize((await request.json()) as Parameters<typeof superjson.deserialize>[0]));
    if (delayMs > 0) await delay(delayMs);
    if ('result' in answer) return HttpResponse.json({ result: { data: superjson.serialize(answer.result) } });
    const error = superjson.serialize({
      message: answer.appError,
      code: answer.status === 429 ? -32029 : -32600,
      data: {
        code: answer.status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST',
        httpStatus: answer.status,
        appError: answer.appError,
        retryAfterSeconds: answer.retryAfterSeconds ?? null,
      },
    });
    return HttpResponse.json({ error }, { status: answer.status });
  });
}

const headline = () => screen.getByRole('textbox', { name: /Your headline/ });
const execute = () => screen.getByRole('button', { name: 'Execute Tool' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the tool page', () => {
  it('shows the tool: title, badges, How It Works and its form', async () => {
    await renderInApp(<ToolPage page={page} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Headline Grader' })).toBeInTheDocument();
    expect(screen.getByText('Scores a headline out of 100.')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Keep my headline private' })).toBeInTheDocument();
  });

  it('says a required field left blank (spaces only) is required and runs nothing', async () => {
    let calls = 0;
    mswServer.use(runAnswer({ result: result({ data: 'x' }) }, () => calls++));
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), '   ');
    await userEvent.click(execute());
    expect(await screen.findByText('Your headline is required')).toBeInTheDocument();
    expect(headline()).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('sends the values with the visit’s session, and shows a markdown answer readably', async () => {
    const inputs: unknown[] = [];
    mswServer.use(
      runAnswer(
        {
          result: result({
            data: '## Verdict\n\nA **strong** headline:\n\n- clear promise\n- [read more](https://example.com/guide)',
          }),
        },
        (input) => inputs.push(input),
      ),
    );
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Ten ways to grow');
    await userEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    await userEvent.click(execute());
    const card = await screen.findByRole('region', { name: 'Result' });
    expect(within(card).getByRole('heading', { name: 'Verdict' })).toBeInTheDocument();
    expect(within(card).getByText('strong').tagName).toBe('STRONG');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['clear promise', 'read more']);
    expect(within(card).getByRole('link', { name: 'read more' })).toHaveAttribute('href', 'https://example.com/guide');
    expect(within(card).getByText('Success')).toBeInTheDocument();
    expect(inputs).toEqual([
      {
        toolId: TOOL_ID,
        values: { headline: 'Ten ways to grow', tone: 'bold', agree: false },
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        test: false,
      },
    ]);
    // A second run of the same visit shares its session.
    await userEvent.click(execute());
    await screen.findByRole('region', { name: 'Result' });
    await expect.poll(() => inputs.length).toBe(2);
    expect((inputs[1] as { sessionId: string }).sessionId).toBe((inputs[0] as { sessionId: string }).sessionId);
  });

  it('says it is running, with the seconds passed, until the answer comes', async () => {
    mswServer.use(runAnswer({ result: result({ data: 'Done' }) }, undefined, 1300));
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow');
    await userEvent.click(execute());
    expect(await screen.findByText('Running… 0 s')).toBeInTheDocument();
    expect(await screen.findByText('Running… 1 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Execute Tool' })).toHaveAttribute('data-loading', 'true');
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.queryByText(/Running…/)).not.toBeInTheDocument();
  });

  it('says when the built-in composer wrote the answer from a template, and only then', async () => {
    const composed = result({ data: '1. First headline' });
    composed.steps = composed.steps.map((step) => ({ ...step, templateDraft: true }));
    mswServer.use(runAnswer({ result: composed }));
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow');
    await userEvent.click(execute());
    const card = await screen.findByRole('region', { name: 'Result' });
    expect(within(card).getByText(/No AI model wrote this/)).toBeInTheDocument();

    mswServer.use(runAnswer({ result: result({ data: 'Written by a model' }) }));
    await userEvent.click(execute());
    // The card is drawn anew for each run.
    expect(await screen.findByText('Written by a model')).toBeInTheDocument();
    expect(screen.queryByText(/No AI model wrote this/)).not.toBeInTheDocument();
  });

  it('shows a list of strings as a list and a list of records as a table', async () => {
    mswServer.use(runAnswer({ result: result({ data: ['First idea', 'Second idea'] }) }));
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow');
    await userEvent.click(execute());
    const card = await screen.findByRole('region', { name: 'Result' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First idea', 'Second idea']);

    mswServer.use(
      runAnswer({
        result: result({
          data: [
            { headline: 'Grow fast', score: 82 },
            { headline: 'Grow slow', score: 40, tags: ['calm', 'long'] },
          ],
        }),
      }),
    );
    await userEvent.click(execute());
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['headline', 'score', 'tags']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['headlinescoretags', 'Grow fast82—', 'Grow slow40calm, long']);
    expect(screen.queryByText(/"headline"/)).not.toBeInTheDocument();
  });

  it('shows a record’s text, its list of records as a table and its list of strings as a list', async () => {
    mswServer.use(
      runAnswer({
        result: result({
          data: {
            summary: 'Grow fast scores 82 out of 100.',
            items: [
              { check: 'Length', value: '9 characters' },
              { check: 'Tone', value: 'bold' },
            ],
            ideas: ['Grow faster', 'Grow today'],
          },
        }),
      }),
    );
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow fast');
    await userEvent.click(execute());
    const card = await screen.findByRole('region', { name: 'Result' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['summary', 'items', 'ideas']);
    expect(within(card).getAllByRole('definition')[0]?.textContent).toBe('Grow fast scores 82 out of 100.');
    expect(
      within(within(card).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['checkvalue', 'Length9 characters', 'Tonebold']);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grow faster', 'Grow today']);
    expect(within(card).queryByText(/"check"|\{/)).not.toBeInTheDocument();
  });

  it('shows a failed run in the card and as a toast, keeping what was typed', async () => {
    mswServer.use(
      runAnswer({ result: result({ success: false, data: null, error: 'HTTP 500: Internal Server Error' }) }),
    );
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Ten ways to grow');
    await userEvent.click(execute());
    expect(await screen.findAllByText('Execution failed: HTTP 500: Internal Server Error')).toHaveLength(2);
    expect(within(screen.getByRole('alert', { name: 'Result' })).getByText('Failed')).toBeInTheDocument();
    expect(headline()).toHaveValue('Ten ways to grow');
  });

  it('says how long to wait when the visitor ran the tool too often', async () => {
    mswServer.use(runAnswer({ appError: 'TOOL_RUNS_LIMITED', status: 429, retryAfterSeconds: 290 }));
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Ten ways to grow');
    await userEvent.click(execute());
    const text =
      'This tool has been run many times from your connection in a short while. Please wait 5 minutes and try again.';
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(headline()).toHaveValue('Ten ways to grow');
  });

  it('says a tool without a webhook has none, and any other failure as the tool execution failing', async () => {
    mswServer.use(runAnswer({ appError: 'TOOL_NO_WEBHOOK', status: 400 }));
    await renderInApp(<ToolPage page={page} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow');
    await userEvent.click(execute());
    expect(await screen.findAllByText('No webhook configured for this tool.')).toHaveLength(2);
    mswServer.use(runAnswer({ appError: 'INTERNAL', status: 500 }));
    await userEvent.click(execute());
    expect(await screen.findAllByText('Tool execution failed.')).not.toHaveLength(0);
  });

  it('copies the result and says so', async () => {
    const user = userEvent.setup();
    mswServer.use(runAnswer({ result: result({ data: 'Grow fast: 82/100' }) }));
    await renderInApp(<ToolPage page={page} />);
    await user.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow');
    await user.click(execute());
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Grow fast: 82/100');
  });
});

describe('test mode', () => {
  const adminTool: AdminTool = {
    ...tool,
    webhook: {
      webhookUrl: 'https://hooks.example.com/grade',
      httpMethod: 'POST',
      timeoutSeconds: 30,
      payloadTemplate: { text: '{{headline}}' },
      responseMapping: { success: 'ok', data: 'result', error: 'message' },
      headers: { 'X-Team': 'growth' },
      secretHeaderName: 'Authorization',
      hasSecretHeaderValue: true,
    },
    ai: { promptTemplate: '', composerRecipe: 'none' },
    chaining: { nextToolId: null, dataMapping: {} },
    createdBy: null,
    createdAt: new Date('2026-11-01T10:00:00Z'),
  };

  it('shows an admin the webhook configuration and each run’s debug log', async () => {
    window.history.replaceState(null, '', '/headline-grader?test=true');
    const inputs: unknown[] = [];
    mswServer.use(
      http.get(`${TEST_ORIGIN}/trpc/tools.adminGet`, () =>
        HttpResponse.json({ result: { data: superjson.serialize(adminTool) } }),
      ),
      runAnswer(
        {
          result: result({
            data: 'Fine',
            debug: [
              {
                toolId: TOOL_ID,
                toolName: tool.name,
                runner: 'webhook',
                request: {
                  method: 'POST',
                  url: 'https://hooks.example.com/grade',
                  headers: { Authorization: '••••' },
                  body: '{"text":"Grow"}',
                },
                prompt: null,
                response: { status: 200, headers: {}, body: { ok: true, result: 'Fine' } },
                timings: { startedAt: new Date('2026-11-26T05:00:00Z'), totalMs: 412 },
                configuration: {},
              },
            ],
          }),
        },
        (input) => inputs.push(input),
      ),
    );
    await renderInApp(<ToolPage page={page} />);
    const panel = await screen.findByRole('region', { name: 'Test mode' });
    expect(within(panel).getByText('https://hooks.example.com/grade')).toBeInTheDocument();
    expect(within(panel).getByText(/"Authorization": "••••••••"/)).toBeInTheDocument();
    expect(within(panel).getByText(/"X-Team": "growth"/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Your headline/ }), 'Grow');
    await userEvent.click(execute());
    const log = await screen.findByRole('region', { name: 'Debug log' });
    expect(within(log).getByText(/412 ms/)).toBeInTheDocument();
    // The JSON sent reads as JSON, not as a string of it.
    expect(within(log).getByText(/"body": \{\s+"text": "Grow"\s+\}/)).toBeInTheDocument();
    expect(inputs).toEqual([expect.objectContaining({ test: true })]);
  });

  it('shows a visitor the normal page', async () => {
    window.history.replaceState(null, '', '/headline-grader?test=true');
    let asked = false;
    mswServer.use(
      http.get(`${TEST_ORIGIN}/trpc/tools.adminGet`, () => {
        asked = true;
        const error = superjson.serialize({
          message: 'ADMIN_ONLY',
          code: -32003,
          data: { code: 'FORBIDDEN', httpStatus: 403, appError: 'ADMIN_ONLY' },
        });
        return HttpResponse.json({ error }, { status: 403 });
      }),
    );
    await renderInApp(<ToolPage page={page} />);
    await expect.poll(() => asked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Execute Tool' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test mode' })).not.toBeInTheDocument();
  });
});

describe('the tool view in the builder’s live preview', () => {
  it('sends only the fields the tool has now, a field whose type changed starting again', async () => {
    const run = vi.fn(async () => result({ data: 'Done' }));
    const [headlineField, , agreeField] = tool.fields;
    function Preview() {
      const [fields, setFields] = useState(tool.fields);
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setFields(headlineField && agreeField ? [headlineField, { ...agreeField, fieldType: 'text' }] : [])
            }
          >
            Change the fields
          </button>
          <ToolView tool={{ ...tool, fields }} run={run} />
        </>
      );
    }
    await renderInApp(<Preview />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Your headline/ }), 'Grow');
    await userEvent.click(screen.getByRole('radio', { name: 'Calm' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep my headline private' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change the fields' }));
    expect(screen.getByRole('textbox', { name: 'Keep my headline private' })).toHaveValue('');
    await userEvent.click(execute());
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith({ headline: 'Grow', agree: '' });
  });
});
