import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const serverPort = process.env.PORT ?? '3000';

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${import.meta.dirname}/src/routes`,
      generatedRouteTree: `${import.meta.dirname}/src/routeTree.gen.ts`,
    }),
    ...reactWithLingui(),
  ],
  server: {
    port: 5173,
    proxy: { '/trpc': `http://localhost:${serverPort}` },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
