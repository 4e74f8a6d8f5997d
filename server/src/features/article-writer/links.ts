/**
 * The writer's broken-link check (issue 14 point 3): the generated article's outbound links, up
 * to the chosen count, and the user's saved links, checked through the SSRF guard; the results
 * are kept in the session so they show again on any device.
 */
import { sessionLinksToCheck } from '@wordloom/shared/domain/article-links';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { WriterSession } from '@wordloom/shared/schemas/article-writer';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkLinks } from '../../lib/link-checker.ts';
import { siteOrigins } from '../../lib/site-urls.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, rateLimit } from '../rate-limits/service.ts';
import { changeSession, loadSession } from './session-state.ts';

/** Links to any of this deployment's sites are internal: they are not checked. */
export function ownOrigins(config: AppDeps['config']): string[] {
  return [new URL(config.appUrl).origin, ...Object.values(siteOrigins(config).origins)];
}

/**
 * Checks the session's links and stores the results in it (replacing the last check's);
 * WRITER_SESSION_NOT_FOUND for another user's session, RATE_LIMITED past 10 checks a minute.
 * No transaction is open while the links are checked (that takes seconds): the session is only
 * locked to write the results, on top of whatever changed meanwhile.
 */
export async function checkSessionLinks(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<WriterSession> {
  const session = await loadSession(deps.db, { userId, sessionId });
  const consumed = await consume(deps.db, { limits: [rateLimit(RATE_LIMITS.articleLinkChecksPerUser, userId)] });
  if (!consumed.allowed) throw new AppError(AppErrorCode.RATE_LIMITED);

  const urls = sessionLinksToCheck(session.state, ownOrigins(deps.config));
  const results = await checkLinks(urls, { allowLoopback: deps.config.outboundAllowLoopback });
  deps.logger.info(
    { sessionId, checked: results.length, notWorking: results.filter((result) => result.status !== 'working').length },
    'article links checked',
  );
  return inTransaction(deps.db, (trx) =>
    changeSession(trx, { userId, sessionId }, ({ state }) => ({ ...state, brokenLinkResults: results })),
  );
}
