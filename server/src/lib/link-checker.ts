/**
 * Checks whether links still lead somewhere (issue 14 point 3: the writer's broken-link check and
 * the weekly recheck of published articles). Every request goes through the SSRF guard, so a link
 * to this machine, a private network or a cloud metadata address is refused before any connection,
 * and so is every redirect hop that leads to one.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TLinkCheckResult, TLinkStatus } from '@wordloom/shared/schemas/article-writer';
import { AppError } from './app-error.ts';
import { type GuardedResponse, guardedFetch, type HostResolver } from './http-guard.ts';

export const LINK_CHECK_DEFAULTS = {
  /** The longest one link may take, redirects included. */
  timeoutMs: 8_000,
  /** Links checked at once: enough to finish a long article quickly, few enough not to hammer one site. */
  concurrency: 4,
  maxRedirects: 5,
};

/**
 * Answers some servers give to HEAD alone (not allowed, not implemented, or a firewall that only
 * knows GET): the link is asked again with GET before it counts as broken.
 */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);

/** Some sites refuse requests without a browser-like agent; this one says what it is. */
const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; WordloomLinkChecker/1.0)',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
};

export interface LinkCheckOptions {
  /** Per link, redirects included. Default 8 s. */
  timeoutMs?: number;
  /** Default 4. */
  concurrency?: number;
  /** Tests and local development (OUTBOUND_ALLOW_LOOPBACK) only. */
  allowLoopback?: boolean;
  lookup?: HostResolver;
  /** The caller's cancellation (a job stopping): its reason is thrown. */
  signal?: AbortSignal;
  now?: () => Date;
}

function statusOf(answer: GuardedResponse): { status: TLinkStatus; finalUrl: string | null } {
  const finalUrl = answer.redirects > 0 ? answer.url : null;
  if (answer.status >= 200 && answer.status < 300) return { status: finalUrl ? 'redirected' : 'working', finalUrl };
  return { status: 'broken', finalUrl };
}

async function checkOne(url: string, options: LinkCheckOptions): Promise<Omit<TLinkCheckResult, 'checkedAt'>> {
  const timeoutMs = options.timeoutMs ?? LINK_CHECK_DEFAULTS.timeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  // The guard's own limits sit above the link's deadline, so running out of time always reads as timed_out.
  const guardLimit = timeoutMs + 1_000;
  const ask = (method: 'HEAD' | 'GET') =>
    guardedFetch(
      { url, method, headers: REQUEST_HEADERS },
      {
        allowLoopback: options.allowLoopback ?? false,
        connectTimeoutMs: guardLimit,
        totalTimeoutMs: guardLimit,
        maxRedirects: LINK_CHECK_DEFAULTS.maxRedirects,
        // Only the status matters: a GET's page is dropped as soon as its headers arrive.
        readBody: false,
        signal,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
    );
  try {
    let answer = await ask('HEAD');
    if (HEAD_REFUSED.has(answer.status)) answer = await ask('GET');
    return { url, httpStatus: answer.status, ...statusOf(answer) };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) return { url, status: 'timed_out', httpStatus: null, finalUrl: null };
    if (error instanceof AppError && error.appCode === AppErrorCode.URL_REFUSED) {
      return { url, status: 'unsafe', httpStatus: null, finalUrl: null };
    }
    // DNS failures, refused connections, too many redirects, answers cut off.
    if (error instanceof AppError && error.appCode === AppErrorCode.OUTBOUND_FAILED) {
      return { url, status: 'broken', httpStatus: null, finalUrl: null };
    }
    throw error;
  }
}

/**
 * Checks each URL: HEAD first, GET when HEAD is refused, redirects followed (each hop checked by
 * the guard, at most 5), within a time limit per link and a few at a time. The results are in
 * the order of `urls`. An address that is not an absolute http(s) URL counts as unsafe: the
 * guard refuses it.
 */
export async function checkLinks(urls: readonly string[], options: LinkCheckOptions = {}): Promise<TLinkCheckResult[]> {
  const now = options.now ?? (() => new Date());
  const results: TLinkCheckResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next;
      next += 1;
      const url = urls[index]!;
      results[index] = { ...(await checkOne(url, options)), checkedAt: now() };
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? LINK_CHECK_DEFAULTS.concurrency, urls.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
