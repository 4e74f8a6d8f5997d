/**
 * Issue 14 point 5: the user's own published articles on the subject of the one being written,
 * suggested as internal links (the related-articles scoring, shared/src/domain/article-writer.ts).
 */
import { rankInternalLinks } from '@wordloom/shared/domain/article-writer';
import { articlePath } from '@wordloom/shared/domain/blog-paths';
import type { TInternalLinkSuggestion, TWriterSessionState } from '@wordloom/shared/schemas/article-writer';
import type { Executor } from '../../db/executor.ts';
import { selectOwnPublishedArticles } from './queries.ts';

/** The best of the user's published articles to link to, each with its public canonical path. */
export async function suggestedInternalLinks(
  db: Executor,
  { userId, state, now = new Date() }: { userId: string; state: TWriterSessionState; now?: Date },
): Promise<TInternalLinkSuggestion[]> {
  const rows = await selectOwnPublishedArticles(db, { userId, languageCode: state.keywordForm.language });
  return rankInternalLinks(
    state,
    rows.map((row) => ({ ...row, path: articlePath(row) })),
    now,
  );
}
