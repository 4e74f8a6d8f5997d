import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToolEditorPage } from '../../client/src/features/admin/tools/ToolEditorPage.tsx';
import type { AdminTool } from '../../shared/src/schemas/tools.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anAdminTool } from './admin-tool-fixture.ts';

configure({ asyncUtilTimeout: 5000 });

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'fonts');
});

type User = ReturnType<typeof userEvent.setup>;

async function renderEditor(tool: AdminTool | null) {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'tools.adminGet': () => tool ?? anAdminTool(),
      'tools.adminList': () => [],
    }),
  );
  const onCreated = vi.fn();
  await renderInApp(<ToolEditorPage id={tool?.id ?? null} onCreated={onCreated} />, {
    path: tool ? `/admin/tools/${tool.id}` : '/admin/tools/new',
  });
  return { onCreated, user: userEvent.setup() };
}

/** A field by its label; Mantine ends the label of a required field with an asterisk. */
const field = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

/** Types into a field at once, as a paste (typing key by key re-renders the whole form each time). */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function openSection(user: User, name: string) {
  await user.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
}

async function addField(user: User, type: string) {
  await user.click(screen.getByRole('button', { name: 'Add field' }));
  await user.click(await screen.findByRole('menuitem', { name: type }));
}

function fieldCard(number: number): HTMLElement {
  return screen.getByRole('listitem', { name: new RegExp(`^Field ${number}:`) });
}

function createCalls() {
  const created: InputOf<'tools.create'>[] = [];
  mswServer.use(
    trpcMutation(TEST_ORIGIN, 'tools.create', {
      data: anAdminTool({ id: '6c8d2f1b-4e3a-4b7c-8d9e-1f2a3b4c5d6e' }),
      onRequest: (input) => created.push(input),
    }),
  );
  return created;
}

describe('The tool builder', () => {
  // The first test also loads the builder's code: slow on a busy machine.
  it('adds a field of each type, reorders them with the buttons and creates the tool in that order', {
    timeout: 60_000,
  }, async () => {
    const created = createCalls();
    const { user, onCreated } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Headline Checker!');
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('headline-checker');

    await openSection(user, 'Fields');
    for (const type of ['Text', 'Text area', 'Dropdown', 'Radio buttons', 'Checkboxes']) await addField(user, type);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Field 1: Text',
      'Field 2: Text area',
      'Field 3: Dropdown',
      'Field 4: Radio buttons',
      'Field 5: Checkboxes',
    ]);
    for (const [number, label] of [
      [1, 'Headline'],
      [2, 'Context'],
      [3, 'Tone'],
      [4, 'Length'],
      [5, 'Extras'],
    ] as const) {
      await fill(user, field('Label', fieldCard(number)), label);
    }
    for (const number of [3, 4]) {
      await user.click(within(fieldCard(number)).getByRole('button', { name: 'Add option' }));
      await fill(
        user,
        within(fieldCard(number)).getByRole('textbox', { name: `Value of option 1 of field ${number}` }),
        'a',
      );
      await fill(
        user,
        within(fieldCard(number)).getByRole('textbox', { name: `Label of option 1 of field ${number}` }),
        'A',
      );
    }
    // The text area goes to the top, the checkboxes one up.
    await user.click(screen.getByRole('button', { name: 'Move field 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Move field 5 up' }));
    expect(screen.getByRole('button', { name: 'Move field 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move field 5 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('6c8d2f1b-4e3a-4b7c-8d9e-1f2a3b4c5d6e'));
    expect(await screen.findByText('Tool created')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Headline Checker!', slug: 'headline-checker', status: 'draft' });
    expect(created[0]?.fields.map(({ fieldName, label, fieldType }) => [fieldName, label, fieldType])).toEqual([
      ['field2', 'Context', 'textarea'],
      ['field1', 'Headline', 'text'],
      ['field3', 'Tone', 'dropdown'],
      ['field5', 'Extras', 'checkbox'],
      ['field4', 'Length', 'radio'],
    ]);
    expect(created[0]?.fields[2]).toMatchObject({ options: [{ value: 'a', label: 'A' }], validationRules: {} });
  });

  it('says a dropdown needs an option, on the Fields section, and sends nothing', { timeout: 30_000 }, async () => {
    const created = createCalls();
    const { user } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Tone picker');
    await openSection(user, 'Fields');
    await addField(user, 'Dropdown');
    await fill(user, field('Label', fieldCard(1)), 'Tone');
    await openSection(user, 'Details');

    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    expect(await within(fieldCard(1)).findByText('Add at least one option.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Fields/ })).toHaveAttribute('aria-selected', 'true');
    expect(created).toEqual([]);
  });

  it('refuses a pattern that could take too long and a minimum length above the maximum, on their boxes', {
    timeout: 30_000,
  }, async () => {
    const created = createCalls();
    const { user } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Headline checker');
    await openSection(user, 'Fields');
    await addField(user, 'Text');
    const card = fieldCard(1);
    await fill(user, field('Label', card), 'Headline');
    await fill(user, within(card).getByRole('textbox', { name: /^Pattern/ }), '(a+)+');
    await fill(user, within(card).getByRole('textbox', { name: 'Min length' }), '10');
    await fill(user, within(card).getByRole('textbox', { name: 'Max length' }), '5');

    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: /^Pattern/ })).toHaveAccessibleDescription(
        expect.stringContaining('This pattern is not a regular expression, or it could take too long to check.'),
      ),
    );
    expect(within(card).getByRole('textbox', { name: 'Min length' })).toHaveAccessibleDescription(
      'Enter whole numbers from 0 for lengths, and a minimum no greater than its maximum.',
    );
    expect(created).toEqual([]);
  });

  it('drops the options of a dropdown turned into a text field, so nothing hidden is saved', {
    timeout: 30_000,
  }, async () => {
    const created = createCalls();
    const { user } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Tone picker');
    await openSection(user, 'Fields');
    await addField(user, 'Dropdown');
    const card = fieldCard(1);
    await fill(user, field('Label', card), 'Tone');
    await user.click(within(card).getByRole('button', { name: 'Add option' }));
    await fill(user, within(card).getByRole('textbox', { name: 'Value of option 1 of field 1' }), 'calm');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Type' }), 'Text');
    expect(within(fieldCard(1)).queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.fields).toEqual([
      expect.objectContaining({ fieldName: 'field1', label: 'Tone', fieldType: 'text', options: [] }),
    ]);
  });

  it('checks the structured data is JSON before saving', { timeout: 30_000 }, async () => {
    const created = createCalls();
    const { user } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Headline checker');
    await openSection(user, 'SEO');
    const structuredData = field('Structured data (JSON-LD)');
    await fill(user, structuredData, '{"@type": "SoftwareApplication",}');

    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    await waitFor(() =>
      expect(field('Structured data (JSON-LD)')).toHaveAccessibleDescription(
        expect.stringContaining('This is not valid JSON.'),
      ),
    );
    expect(field('Structured data (JSON-LD)')).toBeInvalid();
    expect(created).toEqual([]);
  });

  it('says "Failed to create tool" when the save fails, and stays on the new tool', { timeout: 30_000 }, async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'tools.create', { appError: 'INTERNAL' }));
    const { user, onCreated } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Headline checker');
    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    expect(await screen.findByText('Failed to create tool')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows a slug another tool has on the slug field', { timeout: 30_000 }, async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'tools.create', { appError: 'TOOL_SLUG_TAKEN' }));
    const { user } = await renderEditor(null);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Headline checker');
    await user.click(screen.getByRole('button', { name: 'Create tool' }));
    const message = 'Another tool already uses this slug. Choose another one.';
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(screen.getByText('Failed to create tool')).toBeInTheDocument();
  });

  it('says "Failed to fetch tool details" for a tool that does not exist', async () => {
    const id = '7d9e3a2c-5f4b-4c8d-9e0f-2a3b4c5d6e7f';
    mswServer.use(
      http.get(`${TEST_ORIGIN}/trpc/tools.adminGet`, () => {
        const data = { code: 'NOT_FOUND', httpStatus: 404, path: 'tools.adminGet', appError: 'TOOL_NOT_FOUND' };
        const error = superjson.serialize({ message: 'TOOL_NOT_FOUND', code: -32004, data });
        return HttpResponse.json([{ error }], { status: 404 });
      }),
    );
    await renderInApp(<ToolEditorPage id={id} onCreated={vi.fn()} />, { path: `/admin/tools/${id}` });
    expect(await screen.findByText('Failed to fetch tool details')).toBeInTheDocument();
    expect(screen.getByText('This tool does not exist, or it was deleted.')).toBeInTheDocument();
  });

  it('never fills in the stored secret header value, and says one is stored', { timeout: 30_000 }, async () => {
    const tool = anAdminTool();
    const updated: InputOf<'tools.update'>[] = [];
    mswServer.use(trpcMutation(TEST_ORIGIN, 'tools.update', { data: tool, onRequest: (input) => updated.push(input) }));
    const { user } = await renderEditor(tool);
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Headline checker');
    await openSection(user, 'Webhook');
    expect(field('Webhook URL')).toHaveValue('https://hooks.example.com/tools/headline');
    expect(field('Secret header name')).toHaveValue('Authorization');
    const secret = field('Secret header value');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription('A value is stored; leave empty to keep it');

    await user.click(screen.getByRole('button', { name: 'Save tool' }));
    expect(await screen.findByText('Tool saved')).toBeInTheDocument();
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      id: tool.id,
      webhook: {
        secretHeaderName: 'Authorization',
        secretHeaderValue: '',
        headers: '{\n  "X-Team": "growth"\n}',
        responseMapping: { success: 'ok', data: 'result.text', error: 'error.message' },
      },
      fields: [{ fieldName: 'headline', validationRules: { maxLength: 120 } }],
    });
  });

  it('reorders fields by dragging one by its handle onto another', { timeout: 30_000 }, async () => {
    const [headline] = anAdminTool().fields;
    if (!headline) throw new Error('The fixture has a field');
    const tool = anAdminTool({ fields: [headline, { ...headline, fieldName: 'audience', label: 'Audience' }] });
    const updated: InputOf<'tools.update'>[] = [];
    mswServer.use(trpcMutation(TEST_ORIGIN, 'tools.update', { data: tool, onRequest: (input) => updated.push(input) }));
    const { user } = await renderEditor(tool);
    await screen.findByRole('textbox', { name: /^Name/ });
    await openSection(user, 'Fields');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(within(fieldCard(2)).getByTitle('Drag to reorder'), { dataTransfer });
    fireEvent.dragOver(fieldCard(1), { dataTransfer });
    fireEvent.drop(fieldCard(1), { dataTransfer });
    expect(field('Label', fieldCard(1))).toHaveValue('Audience');

    await user.click(screen.getByRole('button', { name: 'Save tool' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]?.fields.map((sent) => sent.fieldName)).toEqual(['audience', 'headline']);
  });

  it('shows the public page of the form in the live preview as it is typed', { timeout: 30_000 }, async () => {
    const { user } = await renderEditor(anAdminTool());
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { name: 'Headline checker' })).toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: /^Headline/ })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), ' Pro');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Headline checker Pro' })).toBeInTheDocument(),
    );
    expect(within(preview).getByRole('button', { name: 'Execute Tool' })).toBeInTheDocument();
  });

  it('runs a saved tool in test mode from the preview and shows the result and the debug log', {
    timeout: 30_000,
  }, async () => {
    const tool = anAdminTool();
    const runs: InputOf<'tools.run'>[] = [];
    const startedAt = new Date('2026-11-25T09:00:00Z');
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'tools.run', {
        onRequest: (input) => runs.push(input),
        data: {
          success: true,
          data: 'A strong headline: 82/100',
          error: null,
          responseTimeMs: 120,
          steps: [
            {
              toolId: tool.id,
              toolName: tool.name,
              success: true,
              data: 'A strong headline: 82/100',
              error: null,
              templateDraft: false,
              responseTimeMs: 120,
            },
          ],
          debug: [
            {
              toolId: tool.id,
              toolName: tool.name,
              runner: 'webhook',
              request: {
                method: 'POST',
                url: 'https://hooks.example.com/tools/headline',
                headers: { Authorization: '••••' },
                body: '{"headline":"Ten tips"}',
              },
              prompt: null,
              response: { status: 200, headers: {}, body: { ok: true, result: { text: 'A strong headline: 82/100' } } },
              timings: { startedAt, totalMs: 120 },
              configuration: {},
            },
          ],
        },
      }),
    );
    const { user } = await renderEditor(tool);
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    await fill(user, within(preview).getByRole('textbox', { name: /^Headline/ }), 'Ten tips');
    await user.click(within(preview).getByRole('button', { name: 'Execute Tool' }));

    const result = await within(preview).findByRole('region', { name: 'Result' });
    expect(within(result).getByText('A strong headline: 82/100')).toBeInTheDocument();
    const debug = within(preview).getByRole('region', { name: 'Debug log' });
    expect(within(debug).getByText(/"Authorization": "••••"/)).toBeInTheDocument();
    expect(runs).toEqual([
      {
        toolId: tool.id,
        values: { headline: 'Ten tips' },
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        test: true,
      },
    ]);
  });
});
