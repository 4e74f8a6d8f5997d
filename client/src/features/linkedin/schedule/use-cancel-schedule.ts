import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Cancels a post's schedule (`linkedin.posts.cancelSchedule`): the post is a draft again. Every
 * view of posts is refreshed; a failure is the spec's toast (§8).
 */
export function useCancelSchedule() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  return trpc.linkedin.posts.cancelSchedule.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Schedule cancelled. The post is a draft again.` });
      await utils.linkedin.posts.invalidate();
    },
    onError: () => notifications.show({ color: 'red', message: t`Failed to cancel schedule. Please try again.` }),
  });
}
