/**
 * A stored session read and written through the state's schema: what leaves the server is always
 * a valid session, and what is stored always passed the schema.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type TWriterSessionState,
  type WriterSession,
  ZWriterSessionState,
} from '@wordloom/shared/schemas/article-writer';
import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type SessionRow, type SessionWrite, selectSession, updateSessionRow } from './queries.ts';

export function toWriterSession(row: SessionRow): WriterSession {
  return {
    id: row.id,
    workflowId: row.workflowId,
    step: row.step,
    // Stored through the schema; a field added since gets its default.
    state: ZWriterSessionState.parse(JSON.parse(row.state)),
    articleId: row.articleId,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The list's copies of a state: the keyword, and the chosen (else the generated) title. */
export function sessionWrite(state: TWriterSessionState, extra: Partial<SessionWrite> = {}): SessionWrite {
  return {
    keyword: state.keywordForm.keyword,
    title: state.chosenTitle?.title ?? state.generatedArticle?.title ?? '',
    state: ZWriterSessionState.parse(state),
    ...extra,
  };
}

/** One of the user's sessions; WRITER_SESSION_NOT_FOUND for another user's or a missing one. */
export async function loadSession(
  db: Executor,
  input: { userId: string; sessionId: string; forUpdate?: boolean },
): Promise<WriterSession> {
  const row = await selectSession(db, input);
  if (!row) throw new AppError(AppErrorCode.WRITER_SESSION_NOT_FOUND);
  return toWriterSession(row);
}

/** A session's new state, and the list's copies or the step when they change otherwise. */
type SessionChange = TWriterSessionState | { state: TWriterSessionState; extra: Partial<SessionWrite> };

/**
 * Changes a session in `trx`: reads it locked, applies `change` to its state, writes it back.
 * Two changes at once (two tabs, a run ending while the user types) apply one after the other,
 * each on the other's result. `change` may read more in `trx` while the row is locked.
 */
export async function changeSession(
  trx: Transaction<DB>,
  { userId, sessionId }: { userId: string; sessionId: string },
  change: (session: WriterSession) => SessionChange | Promise<SessionChange>,
): Promise<WriterSession> {
  const session = await loadSession(trx, { userId, sessionId, forUpdate: true });
  const changed = await change(session);
  const { state, extra } = 'state' in changed ? changed : { state: changed, extra: {} };
  const row = await updateSessionRow(trx, { userId, sessionId }, sessionWrite(state, extra));
  if (!row) throw new AppError(AppErrorCode.WRITER_SESSION_NOT_FOUND);
  return toWriterSession(row);
}
