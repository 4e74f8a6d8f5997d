import type { ComponentProps } from 'react';

type SolutionPages = typeof import('./solution-pages.ts');

/** The source path Vite's manifest names the Solutions pages' chunk by (the server links its files). */
export const SOLUTION_PAGES_MODULE = 'src/features/solutions/solution-pages.ts';

let loaded: SolutionPages | undefined;

/**
 * Loads the Solutions pages' chunk (their texts and components), kept out of the other public
 * pages' bytes. As with the tool pages, rendering must not wait for it: a route's loader awaits it
 * on the server, and the browser's entry before it hydrates a Solutions page.
 */
export async function loadSolutionPages(): Promise<SolutionPages> {
  loaded ??= await import('./solution-pages.ts');
  return loaded;
}

export function solutionPages(): SolutionPages {
  if (!loaded) throw new Error('The Solutions pages were rendered before loadSolutionPages() finished.');
  return loaded;
}

export function LazySolutionPage(props: ComponentProps<SolutionPages['SolutionPage']>) {
  const { SolutionPage } = solutionPages();
  return <SolutionPage {...props} />;
}
