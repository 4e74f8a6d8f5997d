/**
 * The article writer's step pages and hub, rendered with a server that answers what they ask
 * for: one session kept in memory (changed by update, reset and the runs' results), the list of
 * recent sessions, and the writer runs followed over `ai.stream`.
 */

import { useSearch } from '@tanstack/react-router';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';
import { initialWriterState } from '../../shared/src/domain/article-writer.ts';
import {
  type TWriterSessionState,
  type WriterSession,
  type WriterSessionSummary,
  ZKeywordForm,
  ZUpdateWriterSession,
} from '../../shared/src/schemas/article-writer.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { type MutationAnswer, trpcMutation } from '../mocks/trpc-mutations.ts';
import { FetchEventSource, trpcSubscription } from '../mocks/trpc-subscriptions.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

export const SESSION_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
export const GENERATION_ID = '0b6d7c1e-6f4a-4f0e-9d57-3c2a1b0e9f11';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A session as `articleWriter.sessions.get` answers, with `state` over the defaults. */
export function aSession(
  state: Partial<TWriterSessionState> = {},
  overrides: Partial<WriterSession> = {},
): WriterSession {
  return {
    id: SESSION_ID,
    workflowId: 'article-writer',
    step: 'keyword',
    state: { ...initialWriterState(), ...state },
    articleId: null,
    revision: 1,
    createdAt: new Date('2026-11-20T09:00:00Z'),
    updatedAt: new Date('2026-11-20T09:00:00Z'),
    ...overrides,
  };
}

/** A keyword response of three ideas, as the writer answers without a keyword service. */
export const KEYWORD_RESPONSE: TWriterSessionState['keywordResponse'] = {
  keywords: [
    { keyword: 'remote work tips', intent: 'informational', relevance: 'The main question readers ask.' },
    { keyword: 'best remote work tools', intent: 'commercial', relevance: 'Readers comparing tools.' },
    { keyword: 'remote work policy template', intent: 'transactional', relevance: 'Ready-made policies.' },
  ],
  competingPages: [],
};

export interface WriterServer {
  /** The session as the server holds it now. */
  session: WriterSession | null;
  sent: {
    create: InputOf<'articleWriter.sessions.create'>[];
    update: InputOf<'articleWriter.sessions.update'>[];
    reset: InputOf<'articleWriter.sessions.reset'>[];
    remove: InputOf<'articleWriter.sessions.remove'>[];
    run: InputOf<'articleWriter.run'>[];
  };
}

interface WriterServerOptions {
  session?: WriterSession | null;
  sessions?: WriterSessionSummary[];
  run?: MutationAnswer<'articleWriter.run'>;
  /** What a run writes into the session when it is done (the server's part of a run). */
  runResult?: Partial<TWriterSessionState>;
}

/** The route's part: the page takes its session from the address, as the real routes do. */
function FromAddress({ page }: { page: (sessionId: string | null) => ReactNode }) {
  const search = useSearch({ strict: false }) as { session?: string };
  return <>{page(search.session ?? null)}</>;
}

/** Renders `page` at `path` against an in-memory writer server. */
export async function renderWriterPage(
  page: (sessionId: string | null) => ReactNode,
  path: string,
  options: WriterServerOptions = {},
) {
  const server: WriterServer = {
    session: options.session ?? null,
    sent: { create: [], update: [], reset: [], remove: [], run: [] },
  };
  const stream = trpcSubscription(TEST_ORIGIN, 'ai.stream');
  const bump = (session: WriterSession): WriterSession => ({
    ...session,
    revision: session.revision + 1,
    updatedAt: new Date(),
  });
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'auth.me': () => signedInUser(),
      'words.account': () => ({ availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] }),
      'articleWriter.sessions.get': () => {
        if (!server.session) throw new Error('The page asked for a session the test did not give');
        return server.session;
      },
      'articleWriter.sessions.list': () => options.sessions ?? [],
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.sessions.create', {
      onRequest: (input) => {
        server.sent.create.push(input);
        // With the schema's defaults filled in, as the server stores it.
        server.session = aSession({ keywordForm: ZKeywordForm.parse(input.keywordForm ?? {}) });
      },
      get data() {
        return server.session ?? undefined;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.sessions.update', {
      onRequest: (input) => {
        server.sent.update.push(input);
        const { patch } = ZUpdateWriterSession.parse(input);
        if (server.session) server.session = bump({ ...server.session, state: { ...server.session.state, ...patch } });
      },
      get data() {
        return server.session ?? undefined;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.sessions.reset', {
      onRequest: (input) => {
        server.sent.reset.push(input);
        if (server.session) server.session = bump({ ...server.session, step: 'keyword', state: initialWriterState() });
      },
      get data() {
        return server.session ?? undefined;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.sessions.remove', {
      onRequest: (input) => server.sent.remove.push(input),
      data: { removed: true },
    }),
    trpcMutation(TEST_ORIGIN, 'articleWriter.run', {
      data: { generationId: GENERATION_ID },
      ...options.run,
      onRequest: (input) => server.sent.run.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'ai.cancel', { data: { cancelled: true } }),
    stream.handler,
  );
  const view = await renderInApp(<FromAddress page={page} />, { path });

  /** The run's stream: started, then done; the session takes the run's result first, as the server does. */
  const finishRun = async (heldWords: number, words: number) => {
    const connection = await stream.nextConnection();
    connection.send(
      {
        type: 'started',
        generationId: GENERATION_ID,
        provider: 'openai_compatible',
        model: 'gpt-4o-mini',
        heldWords,
        templateDraft: false,
      },
      '1',
    );
    if (server.session && options.runResult)
      server.session = bump({ ...server.session, state: { ...server.session.state, ...options.runResult } });
    connection.send({ type: 'done', text: '{}', words }, '2');
    connection.end();
    return connection;
  };
  return { ...view, server, stream, finishRun };
}

/** jsdom has no EventSource (the runs' streams) nor document.fonts (Mantine's autosizing textareas listen to it). */
export function installEventSource() {
  beforeAll(() => {
    vi.stubGlobal('EventSource', FetchEventSource);
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });
}
