/**
 * Related articles (spec §4, §7, §9): which published articles of the same language an article
 * shows under it, and in what order. The server ranks them in one SQL query
 * (server/src/features/blog-engagement/queries.ts); this is the same rule in TypeScript, the
 * reference the query is tested against, so a change here must be made there too.
 *
 * Candidates: published, of the article's language, not the article itself, AND sharing its
 * category or at least one tag (spec §7's query: "category equal or tags overlap"). Content type
 * and recency alone give nearly every article points, so without that condition an article with
 * nothing in common would fill the list; with it every related article scores at least 10, the
 * query is served by two indexes, and an article with neither category nor tags has none.
 * An empty category is no category: two uncategorised articles do not share one (the same for
 * subcategory and microcategory).
 */

export const RELATED_SAME_CATEGORY_POINTS = 50;
export const RELATED_SAME_SUBCATEGORY_POINTS = 30;
export const RELATED_SAME_MICROCATEGORY_POINTS = 20;
export const RELATED_SHARED_TAG_POINTS = 10;
export const RELATED_SHARED_CATEGORY_POINTS = 15;
export const RELATED_SHARED_TITLE_WORD_POINTS = 5;
/** A title word counts when it is longer than this many letters. */
export const RELATED_TITLE_WORD_MIN_EXCLUSIVE_LENGTH = 3;
export const RELATED_RECENT_DAYS = 30;
export const RELATED_RECENT_POINTS = 5;
export const RELATED_VERY_RECENT_DAYS = 7;
/** Added to the recent points when the candidate is also very recent. */
export const RELATED_VERY_RECENT_EXTRA_POINTS = 3;
export const RELATED_SAME_CONTENT_TYPE_POINTS = 10;
/** Spec §9: 6 fetched, 3 shown. */
export const RELATED_FETCHED = 6;
export const RELATED_SHOWN = 3;

const DAY_MS = 86_400_000;

/** What the ranking reads of an article. */
export interface RelatedArticleFacts {
  id: string;
  title: string;
  languageCode: string;
  status: string;
  category: string;
  subcategory: string;
  microcategory: string;
  categories: readonly string[];
  tags: readonly string[];
  contentType: string;
  publishedAt: Date | null;
}

/**
 * The distinct words of a title: lower-cased, split on anything that is not a letter or a digit,
 * longer than 3 characters (counted in code points, as PostgreSQL's `length` counts). The
 * database keeps the same list in `blog_posts.title_words` (migration 2026_11_27_200000).
 */
export function titleWords(title: string): string[] {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => [...word].length > RELATED_TITLE_WORD_MIN_EXCLUSIVE_LENGTH);
  return [...new Set(words)];
}

/** How many distinct non-empty values two lists share (an empty tag or category is none). */
function sharedCount(first: readonly string[], second: readonly string[]): number {
  const other = new Set(second);
  return new Set(first.filter((value) => value !== '' && other.has(value))).size;
}

function sameLabel(first: string, second: string): boolean {
  return first !== '' && first === second;
}

/** Whether `candidate` may appear under `article` at all (see the module's comment). */
export function isRelatedCandidate(article: RelatedArticleFacts, candidate: RelatedArticleFacts): boolean {
  return (
    candidate.status === 'published' &&
    candidate.publishedAt !== null &&
    candidate.id !== article.id &&
    candidate.languageCode === article.languageCode &&
    (sameLabel(candidate.category, article.category) || sharedCount(candidate.tags, article.tags) > 0)
  );
}

/** Spec §9's score of `candidate` as a related article of `article`, at the moment `now`. */
export function relatedScore(article: RelatedArticleFacts, candidate: RelatedArticleFacts, now: Date): number {
  const ageMs = candidate.publishedAt ? now.getTime() - candidate.publishedAt.getTime() : Number.POSITIVE_INFINITY;
  let score = 0;
  if (sameLabel(candidate.category, article.category)) score += RELATED_SAME_CATEGORY_POINTS;
  if (sameLabel(candidate.subcategory, article.subcategory)) score += RELATED_SAME_SUBCATEGORY_POINTS;
  if (sameLabel(candidate.microcategory, article.microcategory)) score += RELATED_SAME_MICROCATEGORY_POINTS;
  score += RELATED_SHARED_TAG_POINTS * sharedCount(candidate.tags, article.tags);
  score += RELATED_SHARED_CATEGORY_POINTS * sharedCount(candidate.categories, article.categories);
  score += RELATED_SHARED_TITLE_WORD_POINTS * sharedCount(titleWords(candidate.title), titleWords(article.title));
  if (ageMs < RELATED_RECENT_DAYS * DAY_MS) score += RELATED_RECENT_POINTS;
  if (ageMs < RELATED_VERY_RECENT_DAYS * DAY_MS) score += RELATED_VERY_RECENT_EXTRA_POINTS;
  if (candidate.contentType === article.contentType) score += RELATED_SAME_CONTENT_TYPE_POINTS;
  return score;
}

/**
 * The related articles of `article` among `candidates`, best first: score descending, then the
 * newer publication, then the smaller id (uuids compare as their lower-case text does in SQL).
 */
export function rankRelated<T extends RelatedArticleFacts>(
  article: RelatedArticleFacts,
  candidates: readonly T[],
  now: Date,
  limit: number = RELATED_FETCHED,
): T[] {
  return candidates
    .filter((candidate) => isRelatedCandidate(article, candidate))
    .map((candidate) => ({ candidate, score: relatedScore(article, candidate, now) }))
    .sort(
      (first, second) =>
        second.score - first.score ||
        (second.candidate.publishedAt?.getTime() ?? 0) - (first.candidate.publishedAt?.getTime() ?? 0) ||
        (first.candidate.id < second.candidate.id ? -1 : first.candidate.id > second.candidate.id ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
