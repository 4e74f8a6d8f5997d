import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  Container,
  DirectionProvider,
  MantineProvider,
  mantineHtmlProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { textDirection } from '@wordloom/shared/languages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { theme } from '../../../lib/theme.ts';
import type { PageEnvironment } from '../../../public/context.ts';
import { PublicLayout } from './PublicLayout.tsx';

/** The tags every public page has: character set, viewport, icon, the entry's styles and preloads. */
export function rootHead(environment: PageEnvironment) {
  const { styles, preloads } = environment.assets;
  return {
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      ...styles.map((href) => ({ rel: 'stylesheet', href })),
      ...preloads.map((href) => ({ rel: 'modulepreload', href })),
    ],
    // Sets the colour scheme before the first paint (a file: the CSP allows no inline script).
    scripts: [{ src: '/color-scheme.js' }],
  };
}

const PublicNotifications = lazy(() => import('./PublicNotifications.tsx'));

/** The toasts' container, mounted once the page has hydrated: its code is not needed before. */
function DeferredNotifications() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <PublicNotifications />
    </Suspense>
  ) : null;
}

/** The whole document of a public page: rendered on the server, then hydrated as it stands. */
export function PublicDocument({ environment, i18n }: { environment: PageEnvironment; i18n: I18n }) {
  const direction = textDirection(environment.language);
  return (
    <html lang={environment.language} dir={direction} {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <DirectionProvider initialDirection={direction} detectDirection={false}>
            <MantineProvider theme={theme} defaultColorScheme="auto">
              <DeferredNotifications />
              <PublicLayout environment={environment}>
                <Outlet />
              </PublicLayout>
            </MantineProvider>
          </DirectionProvider>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  );
}

/** An unknown public address (the server answers it with 404). */
export function PublicNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>
          <Trans>Page Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has been moved.</Trans>
        </Text>
        <Button component="a" href="/">
          <Trans>Go to Homepage</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
