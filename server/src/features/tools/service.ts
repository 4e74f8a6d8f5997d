/**
 * Tools as admins edit them and visitors read them (spec §3, §7 tools queries). Placeholder
 * signatures: issue 15's builder fills them in.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  AdminTool,
  AdminToolSummary,
  PublicTool,
  PublicToolSummary,
  TCreateTool,
  TPublicToolList,
  TPublicToolLookup,
  TToolId,
  TUpdateTool,
} from '@wordloom/shared/schemas/tools';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';

type ToolDeps = Pick<AppDeps, 'db' | 'secrets' | 'logger'>;

function notYet(): never {
  throw new AppError(AppErrorCode.INTERNAL, { detail: 'tools: not built yet' });
}

export async function listAdminTools(_db: Kysely<DB>): Promise<AdminToolSummary[]> {
  return notYet();
}
export async function getAdminTool(_deps: ToolDeps, _input: TToolId): Promise<AdminTool> {
  return notYet();
}
export async function createTool(_deps: ToolDeps, _input: TCreateTool & { userId: string }): Promise<AdminTool> {
  return notYet();
}
export async function updateTool(_deps: ToolDeps, _input: TUpdateTool): Promise<AdminTool> {
  return notYet();
}
export async function duplicateTool(_deps: ToolDeps, _input: TToolId & { userId: string }): Promise<AdminTool> {
  return notYet();
}
export async function deleteTool(_db: Kysely<DB>, _input: TToolId): Promise<void> {
  return notYet();
}
export async function listPublicTools(_db: Kysely<DB>, _input: TPublicToolList): Promise<PublicToolSummary[]> {
  return notYet();
}
export async function getPublicTool(_db: Kysely<DB>, _input: TPublicToolLookup): Promise<PublicTool> {
  return notYet();
}
