/**
 * Issue 14 point 2: what ranks for the keyword today, when an admin plugged a search-results
 * service in through the `article.serp` HTTP mapping. Optional: without it, or when it fails, the
 * keywords step goes on without competing pages.
 */
import { type TSerpResult, ZSerpResult } from '@wordloom/shared/schemas/ai';
import type { TKeywordForm } from '@wordloom/shared/schemas/article-writer';
import type { AppDeps } from '../../trpc/context.ts';
import { enabledMappingKeys, executeFirstMapping } from '../http-mappings/service.ts';

export const SERP_MAPPING_KEY = 'article.serp';
const MAX_COMPETING_PAGES = 10;
/** Where search-results APIs put their list: a mapping's own name, SerpAPI's, Google Custom Search's. */
const LIST_FIELDS = ['results', 'organic_results', 'items'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first list of results in the answer: the mapped data, else the body; the answer itself when it is a list. */
function resultList(answer: { mapped: Record<string, unknown> | null; body: unknown }): unknown[] {
  for (const source of [answer.mapped, answer.body]) {
    if (Array.isArray(source)) return source;
    if (!isRecord(source)) continue;
    const field = LIST_FIELDS.find((name) => Array.isArray(source[name]));
    if (field) return source[field] as unknown[];
  }
  return [];
}

/**
 * Up to MAX_COMPETING_PAGES valid results: a title and an http(s) address (`url`, or `link` as
 * SerpAPI and Google name it), a snippet when there is one; anything else in the list is skipped.
 */
export function readSerpResults(answer: { mapped: Record<string, unknown> | null; body: unknown }): TSerpResult[] {
  const results: TSerpResult[] = [];
  for (const item of resultList(answer)) {
    if (!isRecord(item)) continue;
    const parsed = ZSerpResult.safeParse({ ...item, url: item.url ?? item.link, snippet: item.snippet ?? '' });
    if (!parsed.success || !/^https?:\/\//i.test(parsed.data.url)) continue;
    results.push(parsed.data);
    if (results.length === MAX_COMPETING_PAGES) break;
  }
  return results;
}

/**
 * The pages ranking for the form's keyword, from the `article.serp` mapping when an admin enabled
 * it (through the SSRF-guarded outbound client); none when it is off. A failure is logged and
 * gives none: the keywords step does not depend on it.
 */
export async function competingPagesFor(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets'>,
  { userId, sessionId, form }: { userId: string; sessionId: string; form: TKeywordForm },
): Promise<TSerpResult[]> {
  if (!(await enabledMappingKeys(deps.db)).has(SERP_MAPPING_KEY)) return [];
  try {
    const answer = await executeFirstMapping(deps, {
      keys: [SERP_MAPPING_KEY],
      formData: { keyword: form.keyword, country: form.country, language: form.language },
      variables: { userId, sessionId, executionContext: 'article_keywords' },
    });
    if (!answer.success) {
      deps.logger.warn({ status: answer.status, sessionId }, 'the search-results mapping answered with a failure');
      return [];
    }
    return readSerpResults(answer);
  } catch (error) {
    deps.logger.warn(
      { err: error, sessionId },
      'the search-results mapping failed; the keywords step goes on without it',
    );
    return [];
  }
}
