import type { Messages } from '@lingui/core';
import type { PageEnvironment } from './context.ts';

/** The element that carries a public page's environment and messages to the browser. */
export const PUBLIC_PAGE_DATA_ID = 'wl-public-page';

/**
 * What the browser needs before it hydrates a public page: its environment, and only the
 * messages the server used to render it (the whole catalog follows when the page is idle).
 */
export interface PublicPageData {
  environment: PageEnvironment;
  messages: Messages;
}
