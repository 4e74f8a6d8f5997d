import { BOOT_ELEMENT_ID, type BootData } from '@wordloom/shared/boot';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { resolveSite, type Site } from '@wordloom/shared/domain/sites';

/** Under Vite's dev server the page is plain index.html, without the server's boot data. */
const DEV_SERVER_BOOT: BootData = {
  status: 200,
  sites: {
    main: 'localhost',
    blog: 'blog.localhost',
    news: 'news.localhost',
    tools: 'tools.localhost',
    devHosts: ['localhost', '127.0.0.1', '[::1]'],
  },
};

function readBootData(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as BootData) : DEV_SERVER_BOOT;
}

const data = readBootData();

export interface Boot extends BootData {
  /** The first page's path without language prefix, as the router sees it. */
  initialPath: string;
  /** The site this page belongs to; a visit never changes site (each is its own host). */
  site: Site;
}

export const boot: Boot = {
  ...data,
  initialPath: splitLanguagePrefix(window.location.pathname).path,
  site: resolveSite(window.location.host, new URLSearchParams(window.location.search).get('subdomain'), data.sites),
};

/** The HTTP status the server gave this path, if it is the page the visit started on. */
export function initialStatusFor(path: string): BootData['status'] | undefined {
  return path === boot.initialPath ? boot.status : undefined;
}
