/** Contract stage: the link checks are written next. */
import type { WriterSession } from '@wordloom/shared/schemas/article-writer';
import type { AppDeps } from '../../trpc/context.ts';

export async function checkSessionLinks(
  _deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  _input: { userId: string; sessionId: string },
): Promise<WriterSession> {
  throw new Error('article writer: link checks not built yet');
}
