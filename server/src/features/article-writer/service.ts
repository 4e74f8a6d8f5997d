/**
 * The article writer's sessions and runs (spec §1 multi-step flow, §3 "Article writer session",
 * §4 defaults and Reset; docs/decisions/013). Every read and write is the user's own session:
 * another user's id is WRITER_SESSION_NOT_FOUND and leaves that row untouched.
 *
 * A change to the keyword form keeps the answers made from the old one (decision 013): the
 * keyword page runs the keywords again after a change, and each later page runs its own step
 * again, so nothing is thrown away that the user may still want.
 */
import {
  type ArticleDraft,
  articleDraft,
  furthestStep,
  initialWriterState,
  type RequestExtras,
  WriterStepNotReady,
  writerRequest,
} from '@wordloom/shared/domain/article-writer';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TGenerationRequest, TSerpResult } from '@wordloom/shared/schemas/ai';
import {
  RECENT_WRITER_SESSIONS,
  type TInternalLinkSuggestion,
  type TKeywordForm,
  type TRunWriterStep,
  type TUpdateWriterSession,
  type TWriterSessionState,
  type WriterSession,
  type WriterSessionSummary,
} from '@wordloom/shared/schemas/article-writer';
import { MAX_SLUG_LENGTH } from '@wordloom/shared/schemas/blog';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { startGeneration } from '../ai/service.ts';
import { assertMayCreateArticle, createArticle, updateArticle } from '../blog/service.ts';
import { suggestedInternalLinks } from './internal-links.ts';
import { deleteSession, insertSession, selectRecentSessions } from './queries.ts';
import { afterRun } from './run-results.ts';
import { competingPagesFor } from './serp.ts';
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

// ── Runs ───────────────────────────────────────────────────────────────────────────────────────

/** The request of a run on `state`; WRITER_STEP_NOT_READY when the state lacks what it needs. */
function requestOf(state: TWriterSessionState, input: TRunWriterStep, extras?: RequestExtras): TGenerationRequest {
  try {
    return writerRequest(state, input, extras);
  } catch (error) {
    if (error instanceof WriterStepNotReady) {
      throw new AppError(AppErrorCode.WRITER_STEP_NOT_READY, { detail: error.message, cause: error });
    }
    throw error;
  }
}

/**
 * Starts one writer call on the session's stored state (what the browser shows was saved before)
 * and returns the generation to follow with `ai.stream`. The engine holds its words and settles
 * them; its answer is written into the session in the transaction that settles them (the `done`
 * event's `savedId` is the session's id). A failed or cancelled run changes nothing in the session.
 * The keywords run first reads the competing pages (`article.serp`, when enabled); the article run
 * first suggests internal links when none were suggested yet (kept with the article), and is
 * TRIAL_ENDED for a session with no saved article when the trial could not save a new one.
 */
export async function runWriterStep(
  deps: Deps,
  { userId, ...input }: Owner & TRunWriterStep,
): Promise<{ generationId: string }> {
  const { sessionId, idempotencyKey } = input;
  const { state, articleId } = await loadSession(deps.db, { userId, sessionId });
  // Checked before anything is asked of another service.
  requestOf(state, input);
  // An article the trial could not save would cost words for nothing (decision 015).
  if (input.run === 'article' && !articleId) await assertMayCreateArticle(deps, { userId });
  let competingPages: TSerpResult[] = [];
  if (input.run === 'keywords') {
    competingPages = await competingPagesFor(deps, { userId, sessionId, form: state.keywordForm });
  }
  // Kept with the article, not before it: a run that fails leaves the session as it was.
  let internalLinks: TInternalLinkSuggestion[] | undefined;
  const extras: RequestExtras = {};
  if (input.run === 'article' && state.internalLinks.length === 0) {
    internalLinks = await suggestedInternalLinks(deps.db, { userId, state });
    extras.internalLinks = internalLinks.map((link) => ({ title: link.title, url: link.path }));
  }
  const request = requestOf(state, input, extras);
  const sectionId = input.run === 'section' ? input.sectionId : undefined;
  return startGeneration(deps, {
    userId,
    request,
    idempotencyKey,
    onSucceeded: async (trx, answer) => {
      const changed = await changeSession(trx, { userId, sessionId }, (current) =>
        afterRun(current, request, answer, { competingPages, internalLinks, sectionId }),
      );
      return changed.id;
    },
  });
}

// ── Internal links ─────────────────────────────────────────────────────────────────────────────

/**
 * Suggests the user's own published articles on the article's subject as internal links
 * (`state.internalLinks`, ticked unless the user unticked one before); the article run links to
 * the ticked ones.
 */
export async function suggestInternalLinks(deps: Deps, { userId, sessionId }: OwnSession): Promise<WriterSession> {
  const { state } = await loadSession(deps.db, { userId, sessionId });
  if (state.keywordForm.keyword.trim() === '') {
    throw new AppError(AppErrorCode.WRITER_STEP_NOT_READY, { detail: 'keyword' });
  }
  return inTransaction(deps.db, (trx) =>
    changeSession(trx, { userId, sessionId }, async (current) => ({
      ...current.state,
      internalLinks: await suggestedInternalLinks(trx, { userId, state: current.state }),
    })),
  );
}

// ── Saving ─────────────────────────────────────────────────────────────────────────────────────

/** Keyword slugs tried ("keyword", "keyword-2", …) before the blog derives a free one from the title. */
const KEYWORD_SLUG_ATTEMPTS = 5;
const SLUG_SUFFIX_ROOM = 4;

/**
 * Saves the generated article as the user's draft blog article through the blog service (which
 * sanitises it): the first save creates it under the keyword's slug (numbered when taken), a
 * later save updates that article (its slug stays, it may be public already), and a save after
 * the article was deleted creates a new one. Returns the article's id, kept in the session.
 */
export async function saveSessionArticle(
  deps: Deps,
  { userId, sessionId }: OwnSession,
): Promise<{ articleId: string }> {
  const session = await loadSession(deps.db, { userId, sessionId });
  let draft: ArticleDraft;
  try {
    draft = articleDraft(session.state);
  } catch (error) {
    if (error instanceof WriterStepNotReady)
      throw new AppError(AppErrorCode.WRITER_STEP_NOT_READY, { detail: 'article' });
    throw error;
  }
  const articleId =
    (session.articleId && (await updateSavedArticle(deps, userId, session.articleId, draft))) ??
    (await createSavedArticle(deps, userId, draft, session.state.keywordForm.keyword));
  await inTransaction(deps.db, (trx) =>
    changeSession(trx, { userId, sessionId }, (current) => ({ state: current.state, extra: { articleId } })),
  );
  return { articleId };
}

/** The saved article updated; undefined when it is gone. */
async function updateSavedArticle(
  deps: Deps,
  userId: string,
  articleId: string,
  draft: ArticleDraft,
): Promise<string | undefined> {
  try {
    return (await updateArticle(deps, { userId, id: articleId, ...draft })).id;
  } catch (error) {
    if (error instanceof AppError && error.appCode === AppErrorCode.BLOG_NOT_FOUND) return undefined;
    throw error;
  }
}

async function createSavedArticle(deps: Deps, userId: string, draft: ArticleDraft, keyword: string): Promise<string> {
  const base = slugify(keyword, MAX_SLUG_LENGTH - SLUG_SUFFIX_ROOM);
  const fields = {
    ...draft,
    featuredImage: null,
    externalUrl: null,
    category: '',
    subcategory: '',
    microcategory: '',
    categories: [],
  };
  for (let attempt = 1; base && attempt <= KEYWORD_SLUG_ATTEMPTS; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      return (await createArticle(deps, { userId, ...fields, slug })).id;
    } catch (error) {
      if (!(error instanceof AppError && error.appCode === AppErrorCode.SLUG_TAKEN)) throw error;
    }
  }
  // An empty slug: the blog takes the title's, with the first free number.
  return (await createArticle(deps, { userId, ...fields, slug: '' })).id;
}
