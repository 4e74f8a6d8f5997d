/**
 * What survives the trip to LinkedIn's sign-in and back (spec §4 "LinkedIn OAuth and the pending
 * post"): the id of the post waiting to be published, kept in this browser (the server keeps it
 * too, for a cleared storage or another device), and the auto-publish's result, which the create
 * page shows after the callback sent the user there.
 */

const PENDING_POST_KEY = 'pendingLinkedinPostId';
const AUTO_PUBLISH_RESULT_KEY = 'linkedinAutoPublishResult';

/** How the auto-publish after the LinkedIn callback ended. */
export type AutoPublishResult =
  | { outcome: 'published'; postId: string; linkedinUrl: string | null }
  | { outcome: 'failed'; postId: string | null; errorCode: string | null };

// Private browsing can refuse storage: the flow then relies on the server's copy alone.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // See `read`.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function readPendingPostId(): string | null {
  return read(local, PENDING_POST_KEY);
}

export function storePendingPostId(postId: string): void {
  write(local, PENDING_POST_KEY, postId);
}

export function clearPendingPostId(): void {
  write(local, PENDING_POST_KEY, null);
}

export function storeAutoPublishResult(result: AutoPublishResult): void {
  write(session, AUTO_PUBLISH_RESULT_KEY, JSON.stringify(result));
}

/** The stored result of the last auto-publish, if it was not shown yet. */
export function readAutoPublishResult(): AutoPublishResult | null {
  const stored = read(session, AUTO_PUBLISH_RESULT_KEY);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as AutoPublishResult;
    return parsed.outcome === 'published' || parsed.outcome === 'failed' ? parsed : null;
  } catch {
    return null;
  }
}

/** Once shown, the result is forgotten, so a reload or a later visit does not show it again. */
export function clearAutoPublishResult(): void {
  write(session, AUTO_PUBLISH_RESULT_KEY, null);
}
