/**
 * The create / edit page of a LinkedIn post, rendered with a server that answers what the page
 * asks for; the tests of the create flow and of the editor share it.
 */
import { configure, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import superjson from 'superjson';
import { afterAll, beforeAll, vi } from 'vitest';
import { CreatePostPage } from '../../client/src/features/linkedin/create/CreatePostPage.tsx';
import type { TGenerationEvent } from '../../shared/src/schemas/ai.ts';
import type { TLinkedInPost, TLinkedInTemplate, TUploadedMedia } from '../../shared/src/schemas/linkedin.ts';
import { aLinkedInPost } from '../helpers/linkedin-post.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL, type InputOf, type OutputOf } from '../mocks/trpc.ts';
import { type MutationAnswer, trpcMutation } from '../mocks/trpc-mutations.ts';
import { FetchEventSource, trpcSubscription } from '../mocks/trpc-subscriptions.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

export const GENERATION_ID = '0b6d7c1e-6f4a-4f0e-9d57-3c2a1b0e9f11';
export const SAVED_ID = '5a0e3d1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const STARTED: TGenerationEvent = {
  type: 'started',
  generationId: GENERATION_ID,
  provider: 'openai_compatible',
  model: 'gpt-4o-mini',
  heldWords: 300,
  templateDraft: false,
};

/** A post as `linkedin.posts.get` answers, a draft unless `overrides` say otherwise. */
export function savedPost(overrides: Partial<TLinkedInPost> = {}): TLinkedInPost {
  return aLinkedInPost({ id: SAVED_ID, topic: 'Remote work for small teams', ...overrides });
}

export const STORY_TEMPLATE: TLinkedInTemplate = {
  id: 'lib:personal-story',
  source: 'library',
  name: 'Personal story',
  category: 'Storytelling',
  description: 'A moment from your own work told as a short story.',
  structure: 'Hook: one line that drops the reader into the moment\nThe lesson: what you understand now',
  examplePost: 'The email arrived at 11:42 p.m.',
};

export const PUBLIC_IMAGE_URL = `${TEST_ORIGIN}/media/linkedin-posts/user-1/3f1c.png`;

interface PageOptions {
  /** The post the page opens (`?edit=`). */
  edit?: TLinkedInPost;
  /** Opens `?edit=` with this id instead (a post the server may not know). */
  editId?: string;
  template?: string;
  /** Each words.account answer takes the next balance (the last one repeats). */
  balances?: number[];
  generate?: MutationAnswer<'linkedin.posts.generate'>;
  create?: MutationAnswer<'linkedin.posts.create'>;
  update?: MutationAnswer<'linkedin.posts.update'>;
  /** Other posts `linkedin.posts.get` knows; an id it does not know is not found, as the server answers. */
  posts?: TLinkedInPost[];
  /** `linkedin.posts.get` fails like a server error. */
  postsFail?: boolean;
  /** The media endpoint's answer; by default the file is stored at PUBLIC_IMAGE_URL. */
  upload?: { status: number; body: { error: { code: string; message: string } } };
}

const NOT_FOUND = Symbol('not found');

type PageQuery = 'auth.me' | 'words.account' | 'linkedin.templates.list' | 'linkedin.posts.get';
type PageAnswers = {
  [Path in PageQuery]: (input: InputOf<Path>) => OutputOf<Path> | typeof FAIL | typeof NOT_FOUND;
};

/**
 * The queries the page asks for, batched as httpBatchLink sends them. Like `trpcQueries`, but a
 * post can also be "not found" (NOT_FOUND, 404), as the server answers for a deleted post or
 * another user's.
 */
function pageQueries(answers: PageAnswers) {
  return http.get(`${TEST_ORIGIN}/trpc/:paths`, ({ request, params }) => {
    const paths = String(params.paths).split(',');
    if (!paths.every((path) => Object.hasOwn(answers, path))) return undefined;
    const inputs = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
      string,
      Parameters<typeof superjson.deserialize>[0] | undefined
    >;
    const results = paths.map((path, index) => {
      const input = inputs[index] ? superjson.deserialize(inputs[index]) : undefined;
      // Each path was checked above to be one of the answered queries.
      const data = (answers[path as PageQuery] as (input: unknown) => unknown)(input);
      if (data !== FAIL && data !== NOT_FOUND) return { result: { data: superjson.serialize(data) } };
      const [code, rpcCode, httpStatus, appError] =
        data === FAIL ? ['INTERNAL_SERVER_ERROR', -32603, 500, 'INTERNAL'] : ['NOT_FOUND', -32004, 404, 'NOT_FOUND'];
      return {
        error: superjson.serialize({ message: appError, code: rpcCode, data: { code, httpStatus, path, appError } }),
      };
    });
    const failed = results.filter((result) => 'error' in result).length;
    return HttpResponse.json(results, { status: failed === 0 ? 200 : failed === results.length ? 404 : 207 });
  });
}

/** The create page as the route renders it, with the search in state. */
function Page({ edit, template }: { edit: string | undefined; template: string | undefined }) {
  const [editId, setEditId] = useState(edit);
  return <CreatePostPage editId={editId} templateId={editId ? undefined : template} onEdit={setEditId} />;
}

/** The requests the page sent, decoded. */
export interface SentRequests {
  generate: InputOf<'linkedin.posts.generate'>[];
  create: InputOf<'linkedin.posts.create'>[];
  update: InputOf<'linkedin.posts.update'>[];
  postsAsked: string[];
  balanceRequests: number;
  uploads: { fileName: string | null; bytes: number }[];
}

export async function renderPostPage(options: PageOptions = {}) {
  const sent: SentRequests = { generate: [], create: [], update: [], postsAsked: [], balanceRequests: 0, uploads: [] };
  const balances = [...(options.balances ?? [2000])];
  const posts = [...(options.posts ?? []), ...(options.edit ? [options.edit] : [])];
  const stream = trpcSubscription(TEST_ORIGIN, 'ai.stream');
  mswServer.use(
    pageQueries({
      'auth.me': () => signedInUser(),
      'words.account': () => {
        sent.balanceRequests += 1;
        const availableWords = (balances.length > 1 ? balances.shift() : balances[0]) ?? 0;
        return { availableWords, heldWords: 0, nextExpiry: null, history: [] };
      },
      'linkedin.templates.list': () => ({ library: [STORY_TEMPLATE], own: [], categories: ['Storytelling'] }),
      'linkedin.posts.get': ({ id }) => {
        sent.postsAsked.push(id);
        if (options.postsFail) return FAIL;
        return posts.find((candidate) => candidate.id === id) ?? NOT_FOUND;
      },
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.generate', {
      data: { generationId: GENERATION_ID },
      ...options.generate,
      onRequest: (input) => sent.generate.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.create', {
      data: savedPost(),
      ...options.create,
      onRequest: (input) => sent.create.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.update', {
      data: options.edit ?? savedPost(),
      ...options.update,
      onRequest: (input) => sent.update.push(input),
    }),
    trpcMutation(TEST_ORIGIN, 'ai.cancel', { data: { cancelled: true } }),
    stream.handler,
    http.post(`${TEST_ORIGIN}/api/media/linkedin-posts`, async ({ request }) => {
      const fileName = request.headers.get('x-file-name');
      sent.uploads.push({
        fileName: fileName && decodeURIComponent(fileName),
        bytes: (await request.arrayBuffer()).byteLength,
      });
      if (options.upload) return HttpResponse.json(options.upload.body, { status: options.upload.status });
      const stored: TUploadedMedia = {
        id: '6f1c2b9e-0d4a-4c1e-9a57-3b2d8e4f5a61',
        src: PUBLIC_IMAGE_URL,
        fileName: 'photo.png',
        mimeType: 'image/png',
        type: 'image',
        size: 68,
      };
      return HttpResponse.json(stored, { status: 201 });
    }),
  );
  const view = await renderInApp(<Page edit={options.edit?.id ?? options.editId} template={options.template} />, {
    path: '/linkedin-grow/create',
  });
  return { ...view, stream, sent };
}

/** The editor's text area and the TipTap editor behind it (ProseMirror's element holds it). */
export function postEditor(): { textbox: HTMLElement; editor: Editor } {
  const textbox = screen.getByRole('textbox', { name: 'Post text' });
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('The post text area has no TipTap editor');
  return { textbox, editor };
}

/** The preview's text, as the feed shows it. */
export function previewText(): string {
  const preview = screen.getByRole('region', { name: 'LinkedIn preview' });
  const text = preview.querySelector('[dir="auto"]');
  return text?.textContent ?? '';
}

/**
 * jsdom has no EventSource, no document.fonts, no object URLs and no layout of text ranges
 * (ProseMirror measures one to scroll a paste into view); the page's tests need them.
 */
export function installBrowserStandIns() {
  beforeAll(() => {
    vi.stubGlobal('EventSource', FetchEventSource);
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
    let next = 0;
    URL.createObjectURL = () => {
      next += 1;
      return `blob:${TEST_ORIGIN}/local-${next}`;
    };
    URL.revokeObjectURL = () => undefined;
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = noRects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });
}
