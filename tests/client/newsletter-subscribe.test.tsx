import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { NewsletterSubscribe } from '../../client/src/features/blog/newsletter/NewsletterSubscribe.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';

const SUBSCRIBE_URL = `${TEST_ORIGIN}/trpc/newsletter.subscribe`;

/**
 * Answers `newsletter.subscribe` as the server does to the public pages' client, which sends each
 * call alone (httpLink, not batched): the input superjson-encoded in the body, one result back.
 */
function subscribeAnswer({ appError, onRequest }: { appError?: string; onRequest?: (input: unknown) => void } = {}) {
  return http.post(SUBSCRIBE_URL, async ({ request }) => {
    onRequest?.(superjson.deserialize((await request.json()) as Parameters<typeof superjson.deserialize>[0]));
    if (appError) {
      const status = appError === 'RATE_LIMITED' ? 429 : 400;
      const error = superjson.serialize({
        message: appError,
        code: status === 429 ? -32029 : -32600,
        data: { code: status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', httpStatus: status, appError },
      });
      return HttpResponse.json({ error }, { status });
    }
    return HttpResponse.json({ result: { data: superjson.serialize(undefined) } });
  });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

describe('newsletter subscribe box', () => {
  it('asks for an address, then a valid one, before it sends anything', async () => {
    let calls = 0;
    mswServer.use(subscribeAnswer({ onRequest: () => calls++ }));
    await renderInApp(<NewsletterSubscribe />);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await userEvent.type(emailField(), 'reader@example');
    await userEvent.click(subscribeButton());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('subscribes the address in the page language and says to check the inbox', async () => {
    let input: unknown;
    mswServer.use(subscribeAnswer({ onRequest: (body) => (input = body) }));
    await renderInApp(<NewsletterSubscribe />, { language: 'de' });
    await userEvent.type(await screen.findByRole('textbox'), ' reader@example.com ');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Prüfen Sie Ihren Posteingang, um Ihr Abonnement zu bestätigen.',
    );
    expect(input).toEqual({ email: 'reader@example.com', languageCode: 'de' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when too many requests came from this visitor, and keeps the form', async () => {
    mswServer.use(subscribeAnswer({ appError: 'RATE_LIMITED' }));
    await renderInApp(<NewsletterSubscribe />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests in a short time. Please wait a minute and try again.',
    );
    expect(emailField()).toHaveValue('reader@example.com');
    expect(screen.queryByText('Check your inbox to confirm your subscription.')).not.toBeInTheDocument();
  });

  it('says the server refused the address', async () => {
    mswServer.use(subscribeAnswer({ appError: 'VALIDATION' }));
    await renderInApp(<NewsletterSubscribe />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('says when the connection failed', async () => {
    mswServer.use(http.post(SUBSCRIBE_URL, () => HttpResponse.error()));
    await renderInApp(<NewsletterSubscribe />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await userEvent.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });
});

/** The modules a file loads before it runs (static imports, not `import type` nor `import()`), followed through the app's own files. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)) {
    const local = specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier)
      : specifier.startsWith('@wordloom/shared/')
        ? path.resolve(import.meta.dirname, '../../shared/src', `${specifier.slice('@wordloom/shared/'.length)}.ts`)
        : null;
    if (local) for (const name of staticPackages(local, seen)) packages.add(name);
    else packages.add(specifier);
  }
  return packages;
}

describe('newsletter subscribe box weight', () => {
  it('loads no tRPC React hooks, React Query or zod with the page: only React, Mantine core and Lingui', () => {
    const file = path.resolve(import.meta.dirname, '../../client/src/features/blog/newsletter/NewsletterSubscribe.tsx');
    const packages = [...staticPackages(file)].sort();
    expect(packages).toEqual(['@lingui/core/macro', '@lingui/react/macro', '@mantine/core', 'react']);
  });
});
