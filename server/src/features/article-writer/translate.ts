/** Contract stage: translation is written next. */
import type { TTranslateArticle } from '@wordloom/shared/schemas/article-writer';
import type { AppDeps } from '../../trpc/context.ts';

export async function translateArticle(
  _deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'notifications'>,
  _input: { userId: string } & TTranslateArticle,
): Promise<{ generationId: string }> {
  throw new Error('article writer: translation not built yet');
}
