/**
 * The article writer's sessions and runs (spec §1 multi-step flow, §3 "Article writer session",
 * §4 defaults and Reset; docs/decisions/013). Every read and write is the user's own session:
 * another user's id is WRITER_SESSION_NOT_FOUND and leaves that row untouched.
 *
 * A change to the keyword form keeps the answers made from the old one (decision 013): the
 * keyword page runs the keywords again after a change, and each later page runs its own step
 * again, so nothing is thrown away that the user may still want.
 */
import { furthestStep, initialWriterState } from '@wordloom/shared/domain/article-writer';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  RECENT_WRITER_SESSIONS,
  type TKeywordForm,
  type TRunWriterStep,
  type TUpdateWriterSession,
  type WriterSession,
  type WriterSessionSummary,
} from '@wordloom/shared/schemas/article-writer';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { deleteSession, insertSession, selectRecentSessions } from './queries.ts';
import { changeSession, loadSession, sessionWrite, toWriterSession } from './session-state.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'notifications'>;
type Owner = { userId: string };
type OwnSession = Owner & { sessionId: string };

// ── Sessions ───────────────────────────────────────────────────────────────────────────────────

/** The user's recent sessions (RECENT_WRITER_SESSIONS), last changed first. */
export async function listRecentSessions(deps: Deps, { userId }: Owner): Promise<WriterSessionSummary[]> {
  return selectRecentSessions(deps.db, userId, RECENT_WRITER_SESSIONS);
}

/** One of the user's sessions. */
export async function getSession(deps: Deps, input: OwnSession): Promise<WriterSession> {
  return loadSession(deps.db, input);
}

/** A new session at step 1 with the spec's defaults, the keyword form given replacing theirs. */
export async function createSession(
  deps: Deps,
  { userId, keywordForm }: Owner & { keywordForm?: TKeywordForm | undefined },
): Promise<WriterSession> {
  const state = initialWriterState();
  if (keywordForm) state.keywordForm = keywordForm;
  return toWriterSession(await insertSession(deps.db, userId, sessionWrite(state, { step: 'keyword' })));
}

/**
 * The top-level fields of the patch replace the stored ones (validated as a whole state); `step`
 * moves the furthest page reached forward, never back. Locked read-modify-write: two changes of
 * different fields at once both stay.
 */
export async function updateSession(
  deps: Deps,
  { userId, sessionId, step, patch }: Owner & TUpdateWriterSession,
): Promise<WriterSession> {
  return inTransaction(deps.db, (trx) =>
    changeSession(trx, { userId, sessionId }, (session) => ({
      state: { ...session.state, ...definedFields(patch) },
      extra: step ? { step: furthestStep(session.step, step) } : {},
    })),
  );
}

/** The fields a patch gives (a field sent as undefined is not given). */
function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Spec §4 Reset: the session goes back to the defaults and step 1, keeping its id, its workflow
 * and the article it was saved as (saving again then updates that article), and the user's saved
 * links (a list kept for every article, like the saved writing styles).
 */
export async function resetSession(deps: Deps, { userId, sessionId }: OwnSession): Promise<WriterSession> {
  return inTransaction(deps.db, (trx) =>
    changeSession(trx, { userId, sessionId }, (session) => ({
      state: { ...initialWriterState(), savedBrokenLinks: session.state.savedBrokenLinks },
      extra: { step: 'keyword' },
    })),
  );
}

export async function removeSession(deps: Deps, { userId, sessionId }: OwnSession): Promise<{ removed: true }> {
  if (!(await deleteSession(deps.db, { userId, sessionId }))) {
    throw new AppError(AppErrorCode.WRITER_SESSION_NOT_FOUND);
  }
  return { removed: true };
}

function pending(): never {
  throw new Error('article writer: not built yet');
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
