import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMappingsAdminPage } from '../../client/src/features/http-mappings/HttpMappingsAdminPage.tsx';
import type {
  HttpMappingDto,
  HttpRequestDto,
  HttpTestResult,
} from '../../client/src/features/http-mappings/http-mapping-types.ts';
import type { AppErrorCode } from '../../shared/src/errors.ts';
import { renderedUntilShown } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL, type MutationPath, type OutputOf, type QueryAnswer, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'fonts');
});

/** The page's two lists, asked for at once; each answer is read anew on every request, so a test can change it. */
interface Lists {
  requests: QueryAnswer<'httpMappings.listRequests'>;
  mappings: QueryAnswer<'httpMappings.listMappings'>;
}

/** The page's two lists, asked for at once; each answer is read anew on every request, so a test can change it. */
function serveLists(lists: Lists) {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'httpMappings.listRequests': lists.requests,
      'httpMappings.listMappings': lists.mappings,
    }),
  );
}

/** A mutation answered with the server's error format, including the detail trpcMutation leaves out. */
function failingMutation(path: string, appError: AppErrorCode, detail: string, httpStatus = 400) {
  const inputs: unknown[] = [];
  mswServer.use(
    http.post(`${TEST_ORIGIN}/trpc/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, Parameters<typeof superjson.deserialize>[0]>;
      inputs.push(body['0'] ? superjson.deserialize(body['0']) : undefined);
      const data = { code: 'BAD_REQUEST', httpStatus, path, appError, appErrorDetail: detail, zodError: null };
      const error = superjson.serialize({ message: appError, code: -32600, data });
      return HttpResponse.json([{ error }], { status: httpStatus });
    }),
  );
  return inputs;
}

function mutation<Path extends MutationPath>(path: Path, data?: OutputOf<Path>) {
  const inputs: unknown[] = [];
  mswServer.use(trpcMutation(TEST_ORIGIN, path, { data, onRequest: (input) => inputs.push(input) }));
  return inputs;
}

const at = new Date('2026-11-20T10:00:00Z');

const writerRequest: HttpRequestDto = {
  id: '7d4c2a5e-1f3b-4c8d-9e0a-1b2c3d4e5f60',
  name: 'Post writer',
  description: 'Writes LinkedIn posts',
  endpointUrl: 'https://automation.example.com/hooks/post',
  httpMethod: 'POST',
  headers: { 'X-Team': 'growth' },
  authType: 'bearer',
  authHeaderName: '',
  authQueryParam: '',
  authUsername: '',
  hasSecret: true,
  fixedParameters: {},
  variableParameters: {},
  requestBody: '',
  responseMapping: { text: 'data.text' },
  rateLimitPerMinute: 60,
  timeoutSeconds: 30,
  mappingCount: 1,
  createdAt: at,
  updatedAt: at,
};

const createMapping: HttpMappingDto = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  key: 'linkedin.create_post',
  requestId: writerRequest.id,
  requestName: 'Post writer',
  description: 'Creates a post from a topic',
  samplePayload: null,
  expectedResponseSchema: null,
  responseDisplayMapping: null,
  payloadTransformTemplate: { topic: '{{topic}}' },
  enabled: true,
  createdBy: null,
  createdAt: at,
  updatedAt: at,
};

async function renderPage(lists: Partial<Lists> = {}) {
  serveLists({
    requests: lists.requests ?? (() => [writerRequest]),
    mappings: lists.mappings ?? (() => [createMapping]),
  });
  const view = await renderInApp(<HttpMappingsAdminPage />, { path: '/admin/http-mappings' });
  return { ...view, user: userEvent.setup() };
}

/** A field by its label; Mantine ends the label of a required field with an asterisk. */
const field = (label: string, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

/** Types into a field at once, as a paste (typing key by key re-renders the whole form each time). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** A field shows this problem: marked invalid, the text among its descriptions. */
function expectError(element: HTMLElement, message: string) {
  expect(element).toBeInvalid();
  expect(element).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('HTTP mappings admin page', () => {
  it('lists the requests and the mappings', async () => {
    await renderPage();
    const requests = await screen.findByRole('table', { name: 'HTTP requests' });
    const [, requestRow] = within(requests).getAllByRole('row');
    expect(
      within(requestRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Post writerWrites LinkedIn posts',
      'POSThttps://automation.example.com/hooks/post',
      'Bearer tokenSecret stored',
      '60 per minuteTimeout 30 s',
      '1',
      '',
    ]);
    const mappings = screen.getByRole('table', { name: 'Mappings' });
    expect(within(mappings).getByText('linkedin.create_post')).toBeInTheDocument();
    expect(within(mappings).getByRole('switch', { name: 'Enable linkedin.create_post' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Test request' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, and shows a failed load with a retry', async () => {
    let failing = true;
    // The query is retried once, a second later on the test clock, before the page shows the failure.
    const { user } = await renderedUntilShown(
      () => renderPage({ requests: () => (failing ? FAIL : []), mappings: () => [] }),
      'Could not load the HTTP requests',
    );
    expect(await screen.findByText('Could not load the HTTP requests')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No HTTP requests yet. Add one to describe an endpoint the product can call.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Add an HTTP request first; then give it a key here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New mapping' })).toBeDisabled();
  });

  it('shows why the server refused an endpoint address on save, on the field, and keeps the dialog open', async () => {
    const { user } = await renderPage({ requests: () => [], mappings: () => [] });
    await user.click(await screen.findByRole('button', { name: 'New request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New HTTP request' });
    await fill(user, field('Name', dialog), 'Local hook');
    await fill(user, field('Endpoint URL', dialog), 'http://127.0.0.1:8080/hook');
    const inputs = failingMutation('httpMappings.createRequest', 'URL_REFUSED', 'address 127.0.0.1 is loopback');
    await user.click(within(dialog).getByRole('button', { name: 'Save request' }));

    await waitFor(() =>
      expectError(
        field('Endpoint URL', dialog),
        'This address may not be called: only public http and https addresses are allowed.',
      ),
    );
    expect(field('Endpoint URL', dialog)).toHaveAccessibleDescription(
      expect.stringContaining('address 127.0.0.1 is loopback'),
    );
    expect(inputs).toEqual([expect.objectContaining({ endpointUrl: 'http://127.0.0.1:8080/hook' })]);
    expect(screen.queryByText('Could not save the HTTP request. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New HTTP request' })).toBeInTheDocument();
  });

  it('creates a request: checks the fields, sends the form, and shows the saved request', async () => {
    let requests: HttpRequestDto[] = [];
    const { user } = await renderPage({ requests: () => requests, mappings: () => [] });
    await user.click(await screen.findByRole('button', { name: 'New request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New HTTP request' });

    await user.click(within(dialog).getByRole('button', { name: 'Save request' }));
    expectError(field('Name', dialog), 'This field is required.');
    expectError(field('Endpoint URL', dialog), 'This field is required.');
    await waitFor(() => expect(field('Name', dialog)).toHaveFocus());

    await fill(user, field('Name', dialog), 'Post writer');
    await fill(user, field('Endpoint URL', dialog), 'ftp://example.com');
    expectError(field('Endpoint URL', dialog), 'Enter a full address starting with http:// or https://.');
    await user.clear(field('Endpoint URL', dialog));
    await fill(user, field('Endpoint URL', dialog), 'https://automation.example.com/hooks/post');
    await user.selectOptions(field('Type', dialog), 'Bearer token');
    await user.click(within(dialog).getByRole('button', { name: 'Save request' }));
    expectError(field('Token', dialog), 'Enter the secret this authentication needs.');
    await fill(user, field('Token', dialog), 'tok_secret');
    await fill(user, field('Headers (JSON)', dialog), '{"X-Team": 3}');
    expectError(
      field('Headers (JSON)', dialog),
      'Enter a JSON object whose values are all text, such as {"X-Team": "growth"}.',
    );
    await user.clear(field('Headers (JSON)', dialog));
    await user.paste('{"X-Team": "growth"');
    expectError(field('Headers (JSON)', dialog), 'This is not valid JSON.');
    await user.type(field('Headers (JSON)', dialog), '}');

    const inputs = mutation('httpMappings.createRequest', writerRequest);
    requests = [writerRequest];
    await user.click(within(dialog).getByRole('button', { name: 'Save request' }));
    expect(await screen.findByText('HTTP request saved')).toBeInTheDocument();
    expect(inputs).toEqual([
      expect.objectContaining({
        name: 'Post writer',
        endpointUrl: 'https://automation.example.com/hooks/post',
        httpMethod: 'POST',
        authType: 'bearer',
        authSecret: 'tok_secret',
        headers: '{"X-Team": "growth"}',
        rateLimitPerMinute: 60,
        timeoutSeconds: 30,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('table', { name: 'HTTP requests' })).toHaveTextContent('Post writer');
  });

  it('edits a request without showing its secret; an empty secret keeps it', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Post writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit HTTP request' });
    expect(field('Token', dialog)).toHaveValue('');
    expect(
      within(dialog).getByText('A secret is stored and is never shown. Leave this empty to keep it.'),
    ).toBeVisible();
    expect(field('Headers (JSON)', dialog)).toHaveValue('{\n  "X-Team": "growth"\n}');
    const inputs = mutation('httpMappings.updateRequest', writerRequest);
    await user.click(within(dialog).getByRole('button', { name: 'Save request' }));
    await screen.findByText('HTTP request saved');
    expect(inputs).toEqual([expect.objectContaining({ id: writerRequest.id, authType: 'bearer', authSecret: '' })]);
  });

  it('shows a key taken by another mapping on the key field', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'New mapping' }));
    const dialog = await screen.findByRole('dialog', { name: 'New mapping' });
    await fill(user, field('Key', dialog), 'linkedin.create_post');
    expect(field('HTTP request', dialog)).toHaveValue(writerRequest.id);
    const inputs = failingMutation('httpMappings.createMapping', 'VALIDATION', 'KEY_TAKEN');
    await user.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expectError(field('Key', dialog), 'Another mapping already has this key.'));
    expect(inputs).toEqual([
      expect.objectContaining({ key: 'linkedin.create_post', requestId: writerRequest.id, enabled: true }),
    ]);
  });

  it('switches a mapping off', async () => {
    const { user } = await renderPage();
    const inputs = mutation('httpMappings.setMappingEnabled', { ...createMapping, enabled: false });
    await user.click(await screen.findByRole('switch', { name: 'Enable linkedin.create_post' }));
    expect(await screen.findByText('Mapping linkedin.create_post disabled')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: createMapping.id, enabled: false }]);
  });

  it('says how many mappings go with a request', async () => {
    const sharedRequest = {
      ...writerRequest,
      id: '9e8d7c6b-5a49-4382-a170-f6e5d4c3b2a1',
      name: 'Shared',
      mappingCount: 3,
    };
    const lonelyRequest = {
      ...writerRequest,
      id: '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d',
      name: 'Lonely',
      mappingCount: 0,
    };
    const { user } = await renderPage({ requests: () => [sharedRequest, lonelyRequest] });
    await user.click(await screen.findByRole('button', { name: 'Delete Shared' }));
    const shared = await screen.findByRole('dialog', { name: 'Delete Shared?' });
    expect(shared).toHaveTextContent(
      'The 3 mappings that use this request are deleted with it. This cannot be undone.',
    );
    await user.click(within(shared).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Lonely' }));
    const lonely = await screen.findByRole('dialog', { name: 'Delete Lonely?' });
    expect(lonely).toHaveTextContent('This cannot be undone.');
    expect(lonely).not.toHaveTextContent('mapping');
  });

  it('deletes a request after confirmation, saying its mapping goes too', async () => {
    let requests = [writerRequest];
    const { user } = await renderPage({ requests: () => requests });
    await user.click(await screen.findByRole('button', { name: 'Delete Post writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Post writer?' });
    expect(dialog).toHaveTextContent('The 1 mapping that uses this request is deleted with it. This cannot be undone.');
    const inputs = mutation('httpMappings.deleteRequest');
    requests = [];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('HTTP request deleted')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: writerRequest.id }]);
    expect(
      await screen.findByText('No HTTP requests yet. Add one to describe an endpoint the product can call.'),
    ).toBeInTheDocument();
  });

  it('tests a mapping: sends the form data and variables, shows the masked request and the answer', async () => {
    const result: HttpTestResult = {
      sent: {
        method: 'POST',
        url: 'https://automation.example.com/hooks/post',
        headers: { 'X-Team': 'growth', Authorization: 'Bearer ••••', 'Content-Type': 'application/json' },
        body: '{"topic":"Remote work"}',
      },
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { data: { text: 'A post about remote work' } },
      mapped: { text: 'A post about remote work' },
      success: true,
    };
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Test linkedin.create_post' }));
    const panel = screen.getByRole('region', { name: 'Test request' });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Test request' })).toHaveFocus());
    expect(field('Mapping key', panel)).toHaveValue('linkedin.create_post');

    await fill(user, field('Form data (JSON)', panel), '{"topic": "Remote work"}');
    await fill(user, field('session_id', panel), 'session-9');
    const inputs = mutation('httpMappings.testRequest', result);
    await user.click(within(panel).getByRole('button', { name: 'Send test request' }));

    expect(await within(panel).findByLabelText('Sent request')).toHaveTextContent(
      'POST https://automation.example.com/hooks/post X-Team: growth Authorization: Bearer •••• Content-Type: application/json { "topic": "Remote work" }',
      { normalizeWhitespace: true },
    );
    expect(within(panel).getByText('Status 200')).toBeInTheDocument();
    expect(within(panel).getByText('Success')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Answer body').textContent).toBe(
      '{\n  "data": {\n    "text": "A post about remote work"\n  }\n}',
    );
    expect(within(panel).getByLabelText('Mapped values')).toHaveTextContent('"text": "A post about remote work"');
    expect(inputs).toEqual([
      {
        mappingKey: 'linkedin.create_post',
        formData: '{"topic": "Remote work"}',
        variables: { session_id: 'session-9' },
      },
    ]);
  });

  it('tests a request and shows why the call was refused', async () => {
    const { user } = await renderPage();
    const panel = await screen.findByRole('region', { name: 'Test request' });
    await user.click(within(panel).getByRole('button', { name: 'Send test request' }));
    expectError(field('Mapping key', panel), 'Choose a mapping or a request to test.');

    await user.click(within(panel).getByRole('radio', { name: 'Request' }));
    expect(field('HTTP request', panel)).toHaveValue(writerRequest.id);
    await fill(user, field('Form data (JSON)', panel), '[1]');
    await user.click(within(panel).getByRole('button', { name: 'Send test request' }));
    expectError(field('Form data (JSON)', panel), 'Enter a JSON object, such as {"name": "value"}.');
    await user.clear(field('Form data (JSON)', panel));

    const inputs = failingMutation('httpMappings.testRequest', 'URL_REFUSED', 'address 10.0.0.1 is private');
    await user.click(within(panel).getByRole('button', { name: 'Send test request' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This address may not be called: only public http and https addresses are allowed.address 10.0.0.1 is private',
    );
    expect(inputs).toEqual([{ requestId: writerRequest.id, formData: '', variables: {} }]);

    // Form data that fails its rule is not sent, and the last answer goes: it was for other data.
    await fill(user, field('Form data (JSON)', panel), '{oops');
    await user.click(within(panel).getByRole('button', { name: 'Send test request' }));
    expectError(field('Form data (JSON)', panel), 'This is not valid JSON.');
    await waitFor(() => expect(field('Form data (JSON)', panel)).toHaveFocus());
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(inputs).toHaveLength(1);
  });
});
