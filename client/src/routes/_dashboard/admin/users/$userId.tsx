import { createFileRoute } from '@tanstack/react-router';
import { AdminUserPage } from '../../../../features/admin/users/AdminUserPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/users/$userId')({
  loader: ({ context, params }) =>
    preloadShowingOwnErrors(
      context.trpc.admin.user.ensureData({ userId: params.userId }, SHOWS_OWN_ERRORS),
      context.trpc.admin.auditLog.ensureData({ targetUserId: params.userId, page: 1 }, SHOWS_OWN_ERRORS),
    ),
  component: AdminUserRoute,
});

function AdminUserRoute() {
  const { userId } = Route.useParams();
  return <AdminUserPage key={userId} userId={userId} />;
}
