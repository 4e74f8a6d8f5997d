import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { TRPCClient } from '@trpc/client';
import type { ReactNode } from 'react';
import { type Mock, vi } from 'vitest';
import { type AppRouterInstance, createAppState } from '../../client/src/lib/app-state.ts';
import { activateLanguage, i18n } from '../../client/src/lib/i18n.ts';
import { createQueryClient } from '../../client/src/lib/query-client.ts';
import { theme } from '../../client/src/lib/theme.ts';
import { createTrpcClient, trpc } from '../../client/src/lib/trpc.ts';
import type { AppRouter } from '../../server/src/trpc/app-router.ts';
import type { LanguageCode } from '../../shared/src/languages.ts';

/** The origin msw answers on for the client's tRPC calls. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface RenderInAppOptions {
  language?: LanguageCode;
  path?: string;
}

interface ClientState {
  /** Called where the app would go to /server-error. */
  onServerFailure: Mock<() => void>;
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
}

/** Language, React Query with the app's error policy and tRPC, ready for a router. */
async function clientState(language: LanguageCode): Promise<ClientState> {
  await activateLanguage(language);
  const onServerFailure = vi.fn();
  const queryClient = createQueryClient(onServerFailure);
  const trpcClient = createTrpcClient(`${TEST_ORIGIN}/trpc`);
  return { onServerFailure, queryClient, trpcClient };
}

/** Renders `router` with everything the app gives its pages: language, theme, queries, tRPC and the toasts. */
function renderRouter(router: AnyRouter, { queryClient, trpcClient }: ClientState) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <Notifications />
          </QueryClientProvider>
        </trpc.Provider>
      </MantineProvider>
    </I18nProvider>,
  );
}

/**
 * Renders a piece of the client with everything the app gives it: language, theme, React
 * Query with the app's error policy, tRPC, a router at `path`, and the toasts.
 */
export async function renderInApp(ui: ReactNode, { language = 'en', path = '/' }: RenderInAppOptions = {}) {
  const state = await clientState(language);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = renderRouter(router, state);
  return { ...view, onServerFailure: state.onServerFailure, router, queryClient: state.queryClient };
}

/** Renders the whole app, its routes, guards and loaders, at the browser's current address. */
export async function renderApp(): Promise<{ router: AppRouterInstance; queryClient: QueryClient }> {
  await activateLanguage('en');
  const trpcClient = createTrpcClient(`${TEST_ORIGIN}/trpc`);
  const onServerFailure = vi.fn();
  const { queryClient, router } = createAppState(trpcClient, onServerFailure);
  renderRouter(router, { onServerFailure, queryClient, trpcClient });
  return { router, queryClient };
}
