import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../client/src/features/home/HomePage.tsx';
import { isServerFailure } from '../../client/src/lib/errors.ts';
import { createQueryClient } from '../../client/src/lib/query-client.ts';
import { createTrpcClient, createTrpcUtils } from '../../client/src/lib/trpc.ts';
import { createAppRouter } from '../../client/src/router.tsx';
import { routePatternsFromRouteTree } from '../../shared/src/domain/app-paths.ts';
import { useTestClock } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQuery } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';

describe('route manifest', () => {
  it('lists exactly the pages of the router, so the server answers 404 for the rest', () => {
    const routeTree = fs.readFileSync(path.resolve(import.meta.dirname, '../../client/src/routeTree.gen.ts'), 'utf8');
    const queryClient = createQueryClient(() => undefined);
    const trpcUtils = createTrpcUtils(queryClient, createTrpcClient(`${TEST_ORIGIN}/trpc`));
    const router = createAppRouter({ queryClient, trpc: trpcUtils });
    // routesByPath holds pages only (layout routes have no path of their own), keyed by full path.
    const fromRouter = Object.keys(router.routesByPath).map((path) =>
      path.length > 1 ? path.replace(/\/$/, '') : path,
    );
    expect([...new Set(fromRouter)].sort()).toEqual(routePatternsFromRouteTree(routeTree));
  });
});

describe('query errors (spec §8)', () => {
  it('treat network failures and 500 answers as server failures, and nothing else', () => {
    expect(isServerFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isServerFailure(new Error('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isServerFailure(new Error('Request failed with status 500'))).toBe(true);
    expect(isServerFailure(new Error('Invalid input'))).toBe(false);
  });

  it('send the user to /server-error when a query answers 500', async () => {
    const clock = useTestClock();
    mswServer.use(trpcQuery(TEST_ORIGIN, 'system.info', { status: 500 }));
    const { onServerFailure } = await renderInApp(<HomePage />);
    await clock.runUntil(() => onServerFailure.mock.calls.length > 0);
    await expect.poll(() => onServerFailure.mock.calls.length, { timeout: 5000 }).toBeGreaterThan(0);
  });

  it('retry a failing query once, one second later, before giving up', async () => {
    const clock = useTestClock();
    let calls = 0;
    mswServer.use(trpcQuery(TEST_ORIGIN, 'system.info', { status: 500, onRequest: () => calls++ }));
    const started = Date.now();
    const { onServerFailure } = await renderInApp(<HomePage />);
    await clock.runUntil(() => onServerFailure.mock.calls.length > 0);
    await expect.poll(() => onServerFailure.mock.calls.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('do not count a 400 answer as a server failure', () => {
    const badRequest = new TRPCClientError('Invalid input', {
      result: { error: { data: { httpStatus: 400 } } },
    } as never);
    expect(isServerFailure(badRequest)).toBe(false);
  });
});

describe('home page', () => {
  it('shows the facts the typed system query returns', async () => {
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'system.info', {
        data: {
          languageCount: 27,
          freeWordsAtSignUp: 2000,
          referralBonusWords: 500,
          database: 'pglite',
          serverTime: new Date(),
          signInProviders: { google: false, linkedin: false },
          devMailbox: false,
        },
      }),
    );
    await renderInApp(<HomePage />);
    expect(await screen.findByText('Start with 2000 free words')).toBeInTheDocument();
    expect(screen.getByText('Create content in 27 languages, right-to-left scripts included.')).toBeInTheDocument();
    expect(screen.getByText(/adds 500 bonus words/)).toBeInTheDocument();
  });
});

describe('catalogs', () => {
  it("show a page in the visitor's language", async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'system.info', { status: 404 }));
    await renderInApp(<HomePage />, { language: 'ja' });
    expect(await screen.findByText('Wordloomでできること')).toBeInTheDocument();
    expect(screen.queryByText('What Wordloom does')).not.toBeInTheDocument();
  });
});
