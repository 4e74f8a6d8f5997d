import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import { LinkCheckPanel } from '../../client/src/features/article-writer/links/LinkCheckPanel.tsx';
import { SavedLinksEditor } from '../../client/src/features/article-writer/links/SavedLinksEditor.tsx';
import { useWriterSession } from '../../client/src/features/article-writer/use-writer-session.ts';
import {
  type TLinkCheckResult,
  type TUpdateWriterSession,
  type WriterSession,
  ZWriterSessionState,
} from '../../shared/src/schemas/article-writer.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

const SESSION_ID = '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f607';
const DEAD = 'https://dead.example/study';
const MOVED = 'https://moved.example/old';
const SLOW = 'https://slow.example/';

/** The server's copy of the session: what `sessions.get` answers and `sessions.update` changes. */
let stored: WriterSession;
let updates: TUpdateWriterSession[];
let checks: number;

function aSession(): WriterSession {
  return {
    id: SESSION_ID,
    workflowId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    step: 'generated-article',
    state: ZWriterSessionState.parse({
      keywordForm: { keyword: 'looms', brokenLinks: true },
      generatedArticle: {
        title: 'Looms',
        sections: [
          {
            id: 'intro',
            kind: 'introduction',
            heading: '',
            markdown: `A [recent study](${DEAD}) and [a guide](${MOVED}).`,
          },
          { id: 's1', kind: 'section', heading: 'More', markdown: `See [the study](${DEAD}) and [slow](${SLOW}).` },
        ],
      },
      savedBrokenLinks: [{ url: 'https://saved.example/' }],
    }),
    articleId: null,
    revision: 1,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
  };
}

const RESULTS: TLinkCheckResult[] = [
  { url: DEAD, status: 'broken', httpStatus: 404, finalUrl: null, checkedAt: new Date() },
  { url: MOVED, status: 'redirected', httpStatus: 200, finalUrl: 'https://moved.example/new', checkedAt: new Date() },
  { url: SLOW, status: 'timed_out', httpStatus: null, finalUrl: null, checkedAt: new Date() },
  { url: 'https://saved.example/', status: 'unsafe', httpStatus: null, finalUrl: null, checkedAt: new Date() },
];

function answer(data: unknown) {
  return HttpResponse.json([{ result: { data: superjson.serialize(data) } }]);
}

async function inputOf<T>(request: Request): Promise<T> {
  const body = (await request.json()) as Record<string, Parameters<typeof superjson.deserialize>[0]>;
  return superjson.deserialize(body['0']!) as T;
}

beforeEach(() => {
  stored = aSession();
  updates = [];
  checks = 0;
  mswServer.use(
    http.get(`${TEST_ORIGIN}/trpc/articleWriter.sessions.get`, () => answer(stored)),
    http.post(`${TEST_ORIGIN}/trpc/articleWriter.sessions.update`, async ({ request }) => {
      const input = await inputOf<TUpdateWriterSession>(request);
      updates.push(input);
      stored = { ...stored, revision: stored.revision + 1, state: { ...stored.state, ...input.patch } };
      return answer(stored);
    }),
    http.post(`${TEST_ORIGIN}/trpc/articleWriter.checkLinks`, () => {
      checks += 1;
      stored = { ...stored, revision: stored.revision + 1, state: { ...stored.state, brokenLinkResults: RESULTS } };
      return answer(stored);
    }),
  );
});

function Panels() {
  const handle = useWriterSession(SESSION_ID);
  return (
    <>
      <LinkCheckPanel handle={handle} />
      <SavedLinksEditor handle={handle} />
    </>
  );
}

async function renderPanels() {
  await renderInApp(<Panels />, { path: `/article-writer/generated-article?id=${SESSION_ID}` });
  return userEvent.setup();
}

const rowOf = (url: string) => screen.getByRole('link', { name: url }).closest('li') as HTMLElement;
const savedMarkdown = () => updates.at(-1)?.patch.generatedArticle?.sections.map((section) => section.markdown);

describe('LinkCheckPanel', () => {
  it('checks the links and shows each status', async () => {
    const user = await renderPanels();
    // Three distinct article links and the saved one.
    expect(await screen.findByText('4 links will be checked.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Check links' }));

    const results = await screen.findByRole('list', { name: 'Link check results' });
    expect(checks).toBe(1);
    expect(within(rowOf(DEAD)).getByText('Broken (HTTP 404)')).toBeVisible();
    expect(within(rowOf(MOVED)).getByText('Redirected')).toBeVisible();
    expect(within(rowOf(MOVED)).getByRole('link', { name: 'https://moved.example/new' })).toBeVisible();
    expect(within(rowOf(SLOW)).getByText('Timed out')).toBeVisible();
    expect(within(rowOf('https://saved.example/')).getByText('Refused as unsafe')).toBeVisible();
    expect(
      within(rowOf('https://saved.example/')).getByText('One of your saved links: it is not in this article.'),
    ).toBeVisible();
    // A working or redirected link has nothing to fix.
    expect(within(rowOf(MOVED)).queryByRole('button', { name: /Remove link/ })).toBeNull();
    expect(within(results).getAllByRole('button', { name: /Remove link/ })).toHaveLength(2);
  });

  it('Remove link drops every link to the address from the saved article and keeps its words', async () => {
    stored.state.brokenLinkResults = RESULTS;
    const user = await renderPanels();

    await user.click(await within(await waitFor(() => rowOf(DEAD))).findByRole('button', { name: /Remove link/ }));

    await waitFor(() =>
      expect(savedMarkdown()).toEqual([
        `A recent study and [a guide](${MOVED}).`,
        `See the study and [slow](${SLOW}).`,
      ]),
    );
    expect(await within(rowOf(DEAD)).findByText('Link removed. Its words stay in the article.')).toBeVisible();
    expect(within(rowOf(DEAD)).queryByRole('button', { name: /Remove link/ })).toBeNull();
  });

  it('Replace points the link to the new address in the saved article', async () => {
    stored.state.brokenLinkResults = RESULTS;
    const user = await renderPanels();
    const row = await waitFor(() => rowOf(SLOW));

    await user.click(within(row).getByRole('button', { name: 'Replace' }));
    expect(await within(row).findByText('Enter a full address starting with http:// or https://.')).toBeVisible();
    expect(updates).toEqual([]);

    await user.type(within(row).getByRole('textbox', { name: `New address for ${SLOW}` }), 'https://fast.example/');
    await user.click(within(row).getByRole('button', { name: 'Replace' }));

    await waitFor(() =>
      expect(savedMarkdown()).toEqual([
        `A [recent study](${DEAD}) and [a guide](${MOVED}).`,
        `See [the study](${DEAD}) and [slow](https://fast.example/).`,
      ]),
    );
    expect(
      await within(rowOf(SLOW)).findByText('Replaced with https://fast.example/. Check links again to test it.'),
    ).toBeVisible();
  });
});

describe('SavedLinksEditor', () => {
  it('adds a link, refuses a duplicate and an invalid address, and removes one', async () => {
    const user = await renderPanels();
    const field = await screen.findByRole('textbox', { name: 'Link to save' });

    await user.type(field, 'HTTPS://SAVED.example');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByText('This link is already saved.')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'saved.example/page');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByText('Enter a full address starting with http:// or https://.')).toBeVisible();
    expect(updates).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://mine.example/about{Enter}');
    await waitFor(() =>
      expect(updates.at(-1)?.patch.savedBrokenLinks).toEqual([
        { url: 'https://saved.example/' },
        { url: 'https://mine.example/about' },
      ]),
    );
    expect(await screen.findByText('https://mine.example/about')).toBeVisible();
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove https://saved.example/' }));
    await waitFor(() =>
      expect(updates.at(-1)?.patch.savedBrokenLinks).toEqual([{ url: 'https://mine.example/about' }]),
    );
  });
});
