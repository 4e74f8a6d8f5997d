import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicRenderer } from '@wordloom/shared/schemas/public-pages';

export type {
  PageAssets,
  PageEnvironment,
  PublicApi,
  PublicRenderer,
  RenderedPage,
} from '@wordloom/shared/schemas/public-pages';

const CLIENT_ROOT = path.resolve(import.meta.dirname, '../../../client');
/** Where `vite build --ssr` puts the renderer, relative to the client build (client/vite.config.ts). */
const BUILT_RENDERER = '.ssr/entry-server.js';

let sourceRenderer: Promise<PublicRenderer> | undefined;

/**
 * The renderer compiled from the client's sources by Vite, for the test runner and for a checkout
 * whose client is not built: one per process, so every app a test file builds shares it.
 */
function rendererFromSources(): Promise<PublicRenderer> {
  sourceRenderer ??= (async () => {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(CLIENT_ROOT, 'vite.config.ts'),
      root: CLIENT_ROOT,
      logLevel: 'error',
      appType: 'custom',
      // Nothing here is served to a browser: the dependency pre-bundling of the client is not needed.
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    return (await vite.ssrLoadModule('/src/public/entry-server.tsx')) as PublicRenderer;
  })();
  return sourceRenderer;
}

/**
 * The public pages' renderer: the client build's server bundle when there is one (production,
 * `npm start`, the browser tests), else the sources through Vite. Tests always render the sources,
 * so they never check a stale build.
 */
export function loadPublicRenderer(clientDistDir: string): () => Promise<PublicRenderer> {
  let renderer: Promise<PublicRenderer> | undefined;
  return () => {
    const built = path.join(clientDistDir, BUILT_RENDERER);
    renderer ??=
      process.env.VITEST || !fs.existsSync(built)
        ? rendererFromSources()
        : (import(pathToFileURL(built).href) as Promise<PublicRenderer>);
    // A failed load is not kept: the next request tries again.
    renderer.catch(() => {
      renderer = undefined;
    });
    return renderer;
  };
}
