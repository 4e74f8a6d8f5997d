import type { ComponentProps } from 'react';

type ToolPages = typeof import('./tool-pages.ts');

/** The source path Vite's manifest names the tool pages' chunk by (the server links its files). */
export const TOOL_PAGES_MODULE = 'src/features/tools/tool-pages.ts';

let loaded: ToolPages | undefined;

/**
 * Loads the tool pages' chunk. Rendering must not wait for it, or the server's HTML and the first
 * render in the browser would differ: a route's loader awaits it on the server, and the browser's
 * entry before it hydrates a tool page.
 */
export async function loadToolPages(): Promise<ToolPages> {
  loaded ??= await import('./tool-pages.ts');
  return loaded;
}

function toolPages(): ToolPages {
  if (!loaded) throw new Error('The tool pages were rendered before loadToolPages() finished.');
  return loaded;
}

export function LazyToolPage(props: ComponentProps<ToolPages['ToolPage']>) {
  const { ToolPage } = toolPages();
  return <ToolPage {...props} />;
}

export function LazyToolsIndexPage(props: ComponentProps<ToolPages['ToolsIndexPage']>) {
  const { ToolsIndexPage } = toolPages();
  return <ToolsIndexPage {...props} />;
}
