/** Usage analytics of tools (issue 15 point 7). Placeholder: issue 15's analytics work fills it in. */
import { AppErrorCode } from '@wordloom/shared/errors';
import type { ToolAnalytics, TToolAnalytics } from '@wordloom/shared/schemas/tools';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export async function toolAnalytics(_db: Kysely<DB>, _input: TToolAnalytics): Promise<ToolAnalytics> {
  throw new AppError(AppErrorCode.INTERNAL, { detail: 'tools: not built yet' });
}
