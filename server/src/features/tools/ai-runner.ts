/**
 * AI tools (issue 15 point 2): the admin's prompt template, its `{{fieldName}}` placeholders filled
 * with the visitor's values, written by the AI engine's provider. The run holds no words (the run
 * code limits runs per address instead); with no provider configured, or when the active one
 * fails, the template composer answers by the tool's recipe (lib/ai/composer/tool.ts).
 */
import { fillTextTemplate } from '@wordloom/shared/domain/payload-template';
import { estimateWords } from '@wordloom/shared/domain/word-count';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TWriterProvider } from '@wordloom/shared/schemas/ai';
import type { TToolComposerRecipe, TToolFieldValue, TToolValues } from '@wordloom/shared/schemas/tools';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { writeTextOnce } from '../ai/service.ts';

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

/** A value as the prompt reads it: ticked boxes joined with ", ", a single box as yes or no. */
function promptText(value: TToolFieldValue): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ');
  return value.trim();
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * What the template composer writes about: the value of the first field the prompt names that
 * holds non-empty text (so "Headlines about {{topic}} for {{audience}}" is about the topic), else
 * the first non-empty text value sent. Boxes (yes/no, ticked lists) are never a topic.
 */
export function toolTopic(promptTemplate: string, values: TToolValues): string {
  const text = (name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  const named = [...promptTemplate.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...named, ...Object.keys(values)].map(text).find((value) => value !== '') ?? '';
}

/** Runs an AI tool for a visitor's values; throws AppError(AI_PROVIDER_FAILED) when no answer came. */
export async function runAiTool(
  deps: AppDeps,
  { tool, values, signal }: { tool: AiToolDefinition; values: TToolValues; signal: AbortSignal },
): Promise<AiToolRun> {
  const texts = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, promptText(value)]));
  const prompt = fillTextTemplate(tool.promptTemplate, texts).trim();
  const request = {
    kind: 'tool_run',
    inputs: {
      toolName: tool.name,
      language: tool.languageCode,
      prompt,
      recipe: tool.composerRecipe,
      topic: toolTopic(tool.promptTemplate, values),
      values,
    },
  } as const;
  const written = await writeTextOnce(deps, { request, maxWords: estimateWords(request), signal });
  const text = written.text.trim();
  if (text === '')
    throw new AppError(AppErrorCode.AI_PROVIDER_FAILED, { detail: 'the provider answered with no text' });
  return { text, prompt, provider: written.provider, templateDraft: written.templateDraft };
}
