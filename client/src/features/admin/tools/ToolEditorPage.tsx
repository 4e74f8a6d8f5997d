import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { AppErrorCode } from '@wordloom/shared/errors';
import { appErrorCode } from '../../../lib/errors.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { AdminNav } from '../AdminNav.tsx';
import { ToolForm } from './ToolForm.tsx';

interface ToolEditorPageProps {
  /** The tool to edit; null for a new one. */
  id: string | null;
  /** A new tool was saved: its own address replaces /admin/tools/new. */
  onCreated: (id: string) => void;
}

/** /admin/tools/new and /admin/tools/$toolId: the builder, with the saved tool loaded first. */
export function ToolEditorPage({ id, onCreated }: ToolEditorPageProps) {
  const { t } = useLingui();
  const tool = trpc.tools.adminGet.useQuery(
    { id: id ?? '' },
    {
      ...SHOWS_OWN_ERRORS,
      enabled: id !== null,
      // An unknown tool stays unknown; anything else is tried once more.
      retry: (failures, error) => appErrorCode(error) !== AppErrorCode.TOOL_NOT_FOUND && failures < 1,
      // Edits in progress must not be replaced by a refetch when the window regains focus.
      refetchOnWindowFocus: false,
    },
  );
  if (id === null) return <ToolForm tool={null} onCreated={onCreated} />;
  if (tool.isPending) {
    return (
      <Stack gap="md" maw={1400} mx="auto" w="100%" aria-busy>
        <Skeleton height={32} />
        <Skeleton height={40} />
        <Skeleton height={420} />
      </Stack>
    );
  }
  if (tool.isError) {
    return (
      <Stack gap="lg" maw={1400} mx="auto" w="100%">
        <AdminNav />
        <LoadError
          title={t`Failed to fetch tool details`}
          description={
            appErrorCode(tool.error) === AppErrorCode.TOOL_NOT_FOUND
              ? t`This tool does not exist, or it was deleted.`
              : undefined
          }
          onRetry={() => void tool.refetch()}
          retrying={tool.isFetching}
        />
      </Stack>
    );
  }
  return <ToolForm tool={tool.data} onCreated={onCreated} />;
}
