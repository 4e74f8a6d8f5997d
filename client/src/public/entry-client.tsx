/** Hydrates a public page the server rendered (docs/decisions/012). */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { i18n } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
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
};

const element = document.getElementById(PUBLIC_PAGE_DATA_ID);
const { environment, messages } = JSON.parse(element?.textContent ?? '{}') as PublicPageData;
i18n.loadAndActivate({ locale: environment.language, messages });
hydrateRoot(document, <RouterClient router={createPublicRouter({ api: serverOnly, environment, i18n })} />);

// Texts shown later (toasts, dialogs) need the rest of the catalog; it loads once the page is idle.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
whenIdle(() => {
  void loadMessages(environment.language).then((all) => i18n.load(environment.language, { ...all, ...messages }));
});
