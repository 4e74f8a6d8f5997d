import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AuditLogPage } from '../../../features/admin/audit/AuditLogPage.tsx';
import {
  type AuditLogView,
  auditLogInput,
  auditLogSearch,
  auditLogView,
  ZAuditLogSearch,
} from '../../../features/admin/audit/audit-search.ts';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/audit')({
  validateSearch: ZAuditLogSearch,
  loaderDeps: ({ search }) => auditLogView(search),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(context.trpc.admin.auditLog.ensureData(auditLogInput(deps), SHOWS_OWN_ERRORS)),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const view = auditLogView(Route.useSearch());
  const navigate = Route.useNavigate();
  const changeView = useCallback(
    (change: Partial<AuditLogView>) => {
      void navigate({ search: (previous) => auditLogSearch({ ...auditLogView(previous), ...change }) });
    },
    [navigate],
  );
  return <AuditLogPage view={view} onViewChange={changeView} />;
}
