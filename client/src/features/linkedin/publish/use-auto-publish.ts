import { trpc } from '../../../lib/trpc.ts';
import { browserWindow } from './leave-page.ts';
import { publishErrorCode } from './messages.ts';
import { clearPendingPostId, readPendingPostId, storeAutoPublishResult } from './pending-post.ts';

/** Where the callback page goes once the pending post is dealt with. */
export type AutoPublishLanding =
  | { to: '/linkedin-grow/create'; search: { success: true; autoPublished: true } }
  | { to: '/linkedin-grow/create'; search: Record<string, never> };

/**
 * Spec §4 "LinkedIn OAuth and the pending post", back from LinkedIn with a session: the post kept
 * before leaving (in this browser, else on the server) is published, and both copies are cleared,
 * on success and when the LinkedIn sign-in failed. Null when no post was waiting.
 */
export function useAutoPublish() {
  const utils = trpc.useUtils();
  const takePending = trpc.linkedin.publishing.takePending.useMutation();
  const publish = trpc.linkedin.posts.publish.useMutation();

  return async function resumePendingPublish({
    connectFailed,
    onPublishing,
  }: {
    /** LinkedIn's sign-in came back with an error (cancelled, refused, another account's). */
    connectFailed: boolean;
    onPublishing: () => void;
  }): Promise<AutoPublishLanding | null> {
    const localId = readPendingPostId();
    clearPendingPostId();
    // Taking it clears the server's copy; a failed read leaves the local id to go on with.
    const taken = await takePending.mutateAsync().catch(() => null);
    const postId = localId ?? taken?.postId ?? null;
    if (!postId) return null;
    if (connectFailed) {
      storeAutoPublishResult({ outcome: 'failed', postId, errorCode: 'LINKEDIN_NOT_CONNECTED' });
      return { to: '/linkedin-grow/create', search: {} };
    }
    onPublishing();
    try {
      const { post, linkedinUrl } = await publish.mutateAsync({ id: postId });
      utils.linkedin.posts.get.setData({ id: post.id }, post);
      void utils.linkedin.posts.list.invalidate();
      storeAutoPublishResult({ outcome: 'published', postId: post.id, linkedinUrl });
      browserWindow.openInNewTab(linkedinUrl);
      return { to: '/linkedin-grow/create', search: { success: true, autoPublished: true } };
    } catch (error) {
      void utils.linkedin.posts.invalidate();
      storeAutoPublishResult({ outcome: 'failed', postId, errorCode: publishErrorCode(error) });
      return { to: '/linkedin-grow/create', search: {} };
    }
  };
}
