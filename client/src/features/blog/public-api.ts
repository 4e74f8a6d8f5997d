/**
 * The API as the public blog pages call it. Those pages are rendered on the server and must be
 * light: the tRPC client and superjson are fetched only when a visitor first does something
 * (likes, saves, shares, subscribes), never before the page is usable.
 */
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@wordloom/server/trpc/app-router';

let client: Promise<TRPCClient<AppRouter>> | undefined;

/** The vanilla tRPC client of the public pages, loaded on first use. */
export function publicApi(): Promise<TRPCClient<AppRouter>> {
  client ??= Promise.all([import('@trpc/client'), import('superjson')]).then(([trpc, superjson]) =>
    trpc.createTRPCClient<AppRouter>({ links: [trpc.httpLink({ url: '/trpc', transformer: superjson.default })] }),
  );
  // A failed download is not kept: the next action tries again.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
