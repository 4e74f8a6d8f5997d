import fs from 'node:fs';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin, type PluginOption } from 'vite';
import { APP_PATHS_MANIFEST, routePatternsFromRouteTree } from '../shared/src/domain/app-paths.ts';

const serverPort = process.env.PORT ?? '3000';
const routeTreeFile = `${import.meta.dirname}/src/routeTree.gen.ts`;

/** React with Lingui's macros and catalogs; shared with the component tests. */
export function reactWithLingui(): PluginOption[] {
  // Named explicitly so the component tests, run from the repository root, find it too.
  const linguiConfig = { configPath: `${import.meta.dirname}/lingui.config.ts` };
  return [
    // Lingui's macros must be compiled before React's transform sees the JSX.
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig(linguiConfig) }, linguiConfig)] }),
    react(),
    lingui(linguiConfig),
  ];
}

/** Writes the router's page patterns next to the bundle: the server answers 404 for every other path. */
function appPathsManifest(): Plugin {
  return {
    name: 'wordloom-app-paths-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !buildsPublicEntry,
    generateBundle() {
      // TanStack's plugin has regenerated the route tree at the start of this build.
      const patterns = routePatternsFromRouteTree(fs.readFileSync(routeTreeFile, 'utf8'));
      this.emitFile({ type: 'asset', fileName: APP_PATHS_MANIFEST, source: `${JSON.stringify(patterns, null, 2)}\n` });
    },
  };
}

/** The public blog and news pages: rendered on the server, hydrated by this entry (docs/decisions/012). */
export const PUBLIC_CLIENT_ENTRY = 'src/public/entry-client.tsx';
export const PUBLIC_SERVER_ENTRY = 'src/public/entry-server.tsx';
/** Where the server build goes: inside dist, in a dot-directory the static file server never serves. */
export const PUBLIC_SERVER_OUT_DIR = 'dist/.ssr';
/** The public entry's manifest: the server reads it to name the page's script, styles and preloads. */
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

/**
 * Which of the three builds runs (`npm run build` runs them in this order): the app, the public
 * pages' browser entry (`WORDLOOM_BUILD=public`), then their server renderer (`--ssr`). The public
 * entry is built on its own so it shares no chunk with the app: a shared chunk would carry code
 * only the dashboard needs to every public page.
 */
const buildsPublicEntry = process.env.WORDLOOM_BUILD === 'public';

function build(isSsrBuild: boolean | undefined): BuildEnvironmentOptions {
  if (isSsrBuild) {
    return {
      outDir: PUBLIC_SERVER_OUT_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { input: PUBLIC_SERVER_ENTRY, output: { entryFileNames: '[name].js' } },
    };
  }
  if (buildsPublicEntry) {
    return {
      outDir: 'dist',
      // Next to the app's build, which ran first.
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: PUBLIC_MANIFEST,
      rolldownOptions: { input: { public: `${import.meta.dirname}/${PUBLIC_CLIENT_ENTRY}` } },
    };
  }
  return { outDir: 'dist', emptyOutDir: true };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The server build carries its dependencies: the server's image installs none of the client's.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${import.meta.dirname}/src/routes`,
      generatedRouteTree: routeTreeFile,
    }),
    ...reactWithLingui(),
    appPathsManifest(),
  ],
  server: {
    port: 5173,
    // The API, uploads and stored media are the server's, and so are the solutions pages, which it
    // renders (in any language, `/fr/solutions/…`); everything else is Vite's.
    proxy: Object.fromEntries(
      ['/trpc', '/api', '/media', '^/([a-z]{2}/)?solutions(/|$)'].map((path) => [
        path,
        `http://localhost:${serverPort}`,
      ]),
    ),
  },
  build: build(isSsrBuild),
}));
