import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ToolEditorPage } from '../../../../features/admin/tools/ToolEditorPage.tsx';

export const Route = createFileRoute('/_dashboard/admin/tools/new')({
  component: NewToolRoute,
});

function NewToolRoute() {
  const navigate = Route.useNavigate();
  // Once saved, the tool gets its own address, so a reload opens it instead of an empty form.
  const openTool = useCallback(
    (toolId: string) => void navigate({ to: '/admin/tools/$toolId', params: { toolId }, replace: true }),
    [navigate],
  );
  return <ToolEditorPage id={null} onCreated={openTool} />;
}
