import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // Lingui's macros must be compiled before React's transform sees the JSX.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
  ],
  server: {
    port: 5173,
    proxy: { '/trpc': `http://localhost:${serverPort}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
