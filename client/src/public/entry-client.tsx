/** Hydrates a public page the server rendered (docs/decisions/012). */
// Only the styles of the components these pages use (the whole sheet is several times larger):
// the base first, then each component after the ones it builds on.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { i18n } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { isSolutionsPath } from '@wordloom/shared/domain/solution-paths';
import { parseToolPath } from '@wordloom/shared/domain/tool-paths';
import { hydrateRoot } from 'react-dom/client';
import { loadSolutionPages } from '../features/solutions/lazy-solution-pages.tsx';
import { loadToolPages } from '../features/tools/lazy-tool-pages.tsx';
import { loadMessages } from '../lib/i18n.ts';
import type { PublicApi } from './context.ts';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from './page-data.ts';
import { createPublicRouter } from './router.tsx';

/**
 * Pages link to each other with plain links, so the browser never loads a page's data itself;
 * were a loader to run here, it would ask the server for the whole page instead.
 */
const serverOnly: PublicApi = {
  resolveArticle: () => Promise.reject(new Error('Public pages load on the server.')),
  listArticles: () => Promise.reject(new Error('Public pages load on the server.')),
  related: () => Promise.reject(new Error('Public pages load on the server.')),
  resolveTool: () => Promise.reject(new Error('Public pages load on the server.')),
  listTools: () => Promise.reject(new Error('Public pages load on the server.')),
};

const element = document.getElementById(PUBLIC_PAGE_DATA_ID);
const { environment, messages } = JSON.parse(element?.textContent ?? '{}') as PublicPageData;
i18n.loadAndActivate({ locale: environment.language, messages });
const hydrate = () =>
  hydrateRoot(document, <RouterClient router={createPublicRouter({ api: serverOnly, environment, i18n })} />);
// A tool page's code is its own chunk (the server preloads it); the first render must find it loaded.
const isToolPage =
  environment.site === 'tools' ||
  (environment.site === 'main' && parseToolPath('main', window.location.pathname) !== null);
// So is a Solutions page's (client/src/features/solutions/lazy-solution-pages.tsx).
const isSolutionsPage =
  environment.site === 'main' && isSolutionsPath(splitLanguagePrefix(window.location.pathname).path);
if (isToolPage) void loadToolPages().then(hydrate);
else if (isSolutionsPage) void loadSolutionPages().then(hydrate);
else hydrate();

// Texts shown later (toasts, dialogs) need the rest of the catalog; it loads once the page is idle.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
whenIdle(() => {
  void loadMessages(environment.language).then((all) => i18n.load(environment.language, { ...all, ...messages }));
});
