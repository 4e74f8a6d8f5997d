import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Admins only (spec §6): anyone else is sent to their dashboard. */
export const Route = createFileRoute('/_dashboard/admin')({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: '/dashboard', replace: true });
  },
  component: Outlet,
});
