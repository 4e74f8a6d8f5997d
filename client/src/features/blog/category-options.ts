import type { RouterOutputs } from '../../lib/trpc.ts';

type CategoriesAnswer = RouterOutputs['blog']['categories'] | undefined;

/** The category names `blog.categories` knows, each once, in its order. */
export function categoryNames(answer: CategoriesAnswer): string[] {
  return [...new Set((answer ?? []).map((entry) => entry.category))];
}
