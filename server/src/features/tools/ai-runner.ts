/** AI tools (issue 15 point 2): a prompt template run through the AI engine. Placeholder signature. */
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TWriterProvider } from '@wordloom/shared/schemas/ai';
import type { TToolComposerRecipe, TToolValues } from '@wordloom/shared/schemas/tools';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';

/** What an AI tool's run produced. */
export interface AiToolRun {
  text: string;
  /** The prompt as sent (test mode shows it). */
  prompt: string;
  provider: TWriterProvider;
  /** True when the template composer wrote it (no AI provider configured). */
  templateDraft: boolean;
}

export interface AiToolDefinition {
  id: string;
  name: string;
  languageCode: string;
  promptTemplate: string;
  composerRecipe: TToolComposerRecipe;
}

/** Runs an AI tool for a visitor's values; throws AppError(AI_PROVIDER_FAILED) when no answer came. */
export async function runAiTool(
  _deps: AppDeps,
  _args: { tool: AiToolDefinition; values: TToolValues; signal: AbortSignal },
): Promise<AiToolRun> {
  throw new AppError(AppErrorCode.INTERNAL, { detail: 'tools: AI runner not built yet' });
}
