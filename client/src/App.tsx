import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@wordloom/shared/constants';
import { type LanguageCode, textDirection } from '@wordloom/shared/languages';
import { useEffect, useState } from 'react';
import classes from './App.module.css';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary.tsx';
import { createAppState } from './lib/app-state.ts';
import { i18n } from './lib/i18n.ts';
import { theme } from './lib/theme.ts';
import { createTrpcClient, trpc } from './lib/trpc.ts';

/** Toast width in pixels (spec §9); their spacing is in App.module.css. */
const TOAST_WIDTH = 356;

function createClientState() {
  const trpcClient = createTrpcClient();
  const state = createAppState(trpcClient, (router) => {
    void router.navigate({ to: '/server-error' });
  });
  return { trpcClient, ...state };
}

/** Keeps Mantine's direction in step with the active language (right-to-left for ar, he, fa, ur). */
function DirectionFollowsLanguage() {
  const { i18n: active } = useLingui();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(textDirection(active.locale as LanguageCode));
  }, [active.locale, setDirection]);
  return null;
}

export function App() {
  const [{ trpcClient, queryClient, router }] = useState(createClientState);
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={textDirection(i18n.locale as LanguageCode)} detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          <DirectionFollowsLanguage />
          <Notifications
            autoClose={TOAST_DURATION_MS}
            limit={TOAST_LIMIT}
            containerWidth={TOAST_WIDTH}
            classNames={{ notification: classes.toast }}
          />
          <AppErrorBoundary>
            <trpc.Provider client={trpcClient} queryClient={queryClient}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </trpc.Provider>
          </AppErrorBoundary>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
