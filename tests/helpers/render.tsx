import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { activateLanguage, i18n } from '../../client/src/lib/i18n.ts';
import { createQueryClient } from '../../client/src/lib/query-client.ts';
import { theme } from '../../client/src/lib/theme.ts';
import { createTrpcClient, trpc } from '../../client/src/lib/trpc.ts';
import type { LanguageCode } from '../../shared/src/languages.ts';

/** The origin msw answers on for the client's tRPC calls. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface RenderInAppOptions {
  language?: LanguageCode;
  path?: string;
}

/**
 * Renders a piece of the client with everything the app gives it: language, theme, React
 * Query with the app's error policy, tRPC, a router at `path`, and the toasts.
 */
export async function renderInApp(ui: ReactNode, { language = 'en', path = '/' }: RenderInAppOptions = {}) {
  await activateLanguage(language);
  const onServerFailure = vi.fn();
  const queryClient = createQueryClient(onServerFailure);
  const trpcClient = createTrpcClient(`${TEST_ORIGIN}/trpc`);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
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
  return { ...view, onServerFailure, router, queryClient };
}
