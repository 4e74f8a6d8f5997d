import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ToolEditorPage } from '../../../../features/admin/tools/ToolEditorPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/tools/$toolId')({
  loader: ({ context, params }) =>
    preloadShowingOwnErrors(context.trpc.tools.adminGet.ensureData({ id: params.toolId }, SHOWS_OWN_ERRORS)),
  component: EditToolRoute,
});

function EditToolRoute() {
  const { toolId } = Route.useParams();
  const navigate = Route.useNavigate();
  const openTool = useCallback(
    (id: string) => void navigate({ to: '/admin/tools/$toolId', params: { toolId: id } }),
    [navigate],
  );
  return <ToolEditorPage key={toolId} id={toolId} onCreated={openTool} />;
}
