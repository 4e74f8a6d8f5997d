import { localizedHref } from '../../../lib/paths.ts';

/**
 * Full page loads leave the app (LinkedIn's sign-in is the server's redirect, not a route). One
 * object, so a test can watch where the page would go: jsdom cannot navigate.
 */
export const browserWindow = {
  goTo(address: string): void {
    window.location.assign(address);
  },
  /** Opens an address in a new tab; a browser may block it, so the page always shows the link too. */
  openInNewTab(address: string): void {
    window.open(address, '_blank', 'noopener,noreferrer');
  },
};

/**
 * LinkedIn's OAuth round trip for a signed-in user: the server links LinkedIn to the account and
 * sends the browser back to /auth/callback, where the pending post is published.
 */
export function connectLinkedInHref(language: string): string {
  const query = new URLSearchParams({ lang: language, returnTo: localizedHref('/auth/callback') });
  return `/auth/linkedin?${query}`;
}

/** The member's own recent activity on LinkedIn, where a post that may have been published would be. */
export const LINKEDIN_ACTIVITY_URL = 'https://www.linkedin.com/in/me/recent-activity/all/';
