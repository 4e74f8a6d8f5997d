import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import type { RouterContext } from '../../router.tsx';

/**
 * The loader of the account pages that read the site's facts: which sign-in providers there are
 * (OAuthButtons), whether mail waits in the development mailbox (DevMailboxNote).
 */
export function loadSiteFacts({ context }: { context: RouterContext }) {
  return preloadShowingOwnErrors(context.trpc.system.info.ensureData(undefined, SHOWS_OWN_ERRORS));
}
