import type { TWriterStep } from '@wordloom/shared/schemas/article-writer';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { ArticleWriterSessionsTable } from '../../db/schema.ts';

/**
 * The state is read as JSON text: the CamelCasePlugin renames the keys of objects read from the
 * database at every depth, and the spec's names in the state (`key_takeaways`) must stay as stored.
 */
const stateText = sql<string>`state::text`.as('state');

const SESSION_COLUMNS = [
  'id',
  'workflowId',
  'step',
  'keyword',
  'title',
  stateText,
  'articleId',
  'revision',
  'createdAt',
  'updatedAt',
] as const;

/** A stored session; `state` is unchecked JSON text until read through ZWriterSessionState. */
export type SessionRow = Pick<
  Selectable<ArticleWriterSessionsTable>,
  'id' | 'workflowId' | 'step' | 'keyword' | 'title' | 'articleId' | 'revision' | 'createdAt' | 'updatedAt'
> & { state: string };

/** The copies of the state the list shows, and the state itself as JSON. */
export interface SessionWrite {
  step?: TWriterStep;
  keyword: string;
  title: string;
  state: unknown;
  articleId?: string | null;
}

/** One of the user's sessions; `forUpdate` locks it until the transaction ends (a change read, then written). */
export async function selectSession(
  db: Executor,
  { userId, sessionId, forUpdate = false }: { userId: string; sessionId: string; forUpdate?: boolean },
): Promise<SessionRow | undefined> {
  let query = db
    .selectFrom('articleWriterSessions')
    .select(SESSION_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', sessionId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertSession(db: Executor, userId: string, write: SessionWrite): Promise<SessionRow> {
  return db
    .insertInto('articleWriterSessions')
    .values({
      userId,
      step: write.step ?? 'keyword',
      keyword: write.keyword,
      title: write.title,
      state: JSON.stringify(write.state),
      articleId: write.articleId ?? null,
    })
    .returning(SESSION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Writes the session's new state (and its copies), bumping its revision; undefined when it is not the user's. */
export async function updateSessionRow(
  db: Executor,
  { userId, sessionId }: { userId: string; sessionId: string },
  write: SessionWrite,
): Promise<SessionRow | undefined> {
  return db
    .updateTable('articleWriterSessions')
    .set({
      ...(write.step ? { step: write.step } : {}),
      ...(write.articleId !== undefined ? { articleId: write.articleId } : {}),
      keyword: write.keyword,
      title: write.title,
      state: JSON.stringify(write.state),
      revision: sql<number>`revision + 1`,
      updatedAt: sql<Date>`now()`,
    })
    .where('userId', '=', userId)
    .where('id', '=', sessionId)
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
}

/** The user's sessions, last changed first. */
export async function selectRecentSessions(
  db: Executor,
  userId: string,
  limit: number,
): Promise<Omit<SessionRow, 'state' | 'workflowId' | 'revision' | 'createdAt'>[]> {
  return db
    .selectFrom('articleWriterSessions')
    .select(['id', 'keyword', 'title', 'step', 'articleId', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteSession(db: Executor, { userId, sessionId }: { userId: string; sessionId: string }) {
  const deleted = await db
    .deleteFrom('articleWriterSessions')
    .where('userId', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** How many of the user's newest published articles of a language are weighed as internal links. */
const LINKABLE_ARTICLES_READ = 500;

/** The user's own published articles in one language (authored, not only edited), newest first. */
export async function selectOwnPublishedArticles(
  db: Executor,
  { userId, languageCode }: { userId: string; languageCode: string },
) {
  return db
    .selectFrom('blogPosts')
    .select([
      'id',
      'title',
      'slug',
      'languageCode',
      'status',
      'category',
      'subcategory',
      'microcategory',
      'categories',
      'tags',
      'contentType',
      'publishedAt',
    ])
    .where('authorId', '=', userId)
    .where('status', '=', 'published')
    .where('languageCode', '=', languageCode)
    .orderBy('publishedAt', 'desc')
    .limit(LINKABLE_ARTICLES_READ)
    .execute();
}
