import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/ComingSoonPage.tsx';

/** Admins only (spec §6): anyone else is sent to their dashboard. */
export const Route = createFileRoute('/_dashboard/admin')({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: '/dashboard', replace: true });
  },
  component: () => <ComingSoonPage title={msg`Admin Dashboard`} />,
});
