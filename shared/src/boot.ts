import type { SiteHosts } from './domain/sites.ts';

/** What the server tells the client in the page it serves (read before the first render). */
export interface BootData {
  /** HTTP status the server answered the first page with: 200, 404 or 410. */
  status: 200 | 404 | 410;
  sites: SiteHosts;
}

export const BOOT_ELEMENT_ID = 'boot-data';
