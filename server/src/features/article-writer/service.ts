/**
 * The article writer's sessions and runs. (Contract stage: the bodies are written next.)
 */
import type {
  TKeywordForm,
  TRunWriterStep,
  TUpdateWriterSession,
  WriterSession,
  WriterSessionSummary,
} from '@wordloom/shared/schemas/article-writer';
import type { AppDeps } from '../../trpc/context.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'notifications'>;
type Owner = { userId: string };
type OwnSession = Owner & { sessionId: string };

function pending(): never {
  throw new Error('article writer: not built yet');
}

export async function listRecentSessions(_deps: Deps, _input: Owner): Promise<WriterSessionSummary[]> {
  return pending();
}
export async function getSession(_deps: Deps, _input: OwnSession): Promise<WriterSession> {
  return pending();
}
export async function createSession(
  _deps: Deps,
  _input: Owner & { keywordForm?: TKeywordForm | undefined },
): Promise<WriterSession> {
  return pending();
}
export async function updateSession(_deps: Deps, _input: Owner & TUpdateWriterSession): Promise<WriterSession> {
  return pending();
}
export async function resetSession(_deps: Deps, _input: OwnSession): Promise<WriterSession> {
  return pending();
}
export async function removeSession(_deps: Deps, _input: OwnSession): Promise<{ removed: true }> {
  return pending();
}
export async function runWriterStep(_deps: Deps, _input: Owner & TRunWriterStep): Promise<{ generationId: string }> {
  return pending();
}
export async function suggestInternalLinks(_deps: Deps, _input: OwnSession): Promise<WriterSession> {
  return pending();
}
export async function saveSessionArticle(_deps: Deps, _input: OwnSession): Promise<{ articleId: string }> {
  return pending();
}
