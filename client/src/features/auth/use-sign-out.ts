import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../lib/trpc.ts';

/** Signs out, forgets what this account's pages cached, and goes to the home page (spec §2). */
export function useSignOut() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = trpc.auth.signOut.useMutation({
    onSuccess: async () => {
      utils.auth.me.setData(undefined, null);
      await navigate({ to: '/' });
      // Whoever signs in next in this tab must not see this account's words, not even for a moment.
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.words) });
    },
    onError: () =>
      notifications.show({
        color: 'red',
        title: t`Logout Error`,
        message: t`There was a problem signing you out. Please try again.`,
      }),
  });
  // The menu and the navbar both offer Log Out: a second click must not fail as "already signed out".
  return () => {
    if (!signOut.isPending) signOut.mutate();
  };
}
