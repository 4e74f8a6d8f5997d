import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Publish, unpublish and delete, with their toasts; each refreshes every blog query (My Articles,
 * the open article, the editor) so no screen shows the old status.
 */
export function useArticleActions() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const refresh = async () => {
    await Promise.all([utils.blog.invalidate(), utils.blogEngagement.invalidate()]);
  };
  const failed = (error: unknown) => notifications.show({ color: 'red', message: i18n._(errorMessage(error)) });

  const publish = trpc.blog.publish.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Article published` });
      await refresh();
    },
    onError: failed,
  });
  const unpublish = trpc.blog.unpublish.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Article unpublished: it is a draft again` });
      await refresh();
    },
    onError: failed,
  });
  const remove = trpc.blog.delete.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Article deleted` });
      await refresh();
    },
    onError: failed,
  });
  return { publish, unpublish, remove };
}
