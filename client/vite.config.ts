import fs from 'node:fs';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
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
    apply: 'build',
    generateBundle() {
      // TanStack's plugin has regenerated the route tree at the start of this build.
      const patterns = routePatternsFromRouteTree(fs.readFileSync(routeTreeFile, 'utf8'));
      this.emitFile({ type: 'asset', fileName: APP_PATHS_MANIFEST, source: `${JSON.stringify(patterns, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
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
    // The API, uploads and stored media are the server's; everything else is Vite's.
    proxy: Object.fromEntries(['/trpc', '/api', '/media'].map((path) => [path, `http://localhost:${serverPort}`])),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
