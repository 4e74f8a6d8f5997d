/** Running a tool (spec §7 "Tool webhook call"). Placeholder: issue 15's run work fills it in. */
import { AppErrorCode } from '@wordloom/shared/errors';
import type { ToolRunResult, TRunTool } from '@wordloom/shared/schemas/tools';
import { AppError } from '../../lib/app-error.ts';
import type { Context } from '../../trpc/context.ts';

export async function runTool(_ctx: Context, _input: TRunTool): Promise<ToolRunResult> {
  throw new AppError(AppErrorCode.INTERNAL, { detail: 'tools: not built yet' });
}
