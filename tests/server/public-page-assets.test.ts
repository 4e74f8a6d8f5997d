import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageAssets, TOOL_PAGES_MODULE } from '../../server/src/http/public-pages.ts';

/** A public build's manifest as Vite writes it: the entry, a shared chunk, and the tool pages' lazy chunk. */
const MANIFEST = {
  'src/public/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    css: ['assets/entry-client-1.css'],
    imports: ['_runtime.js'],
    dynamicImports: [TOOL_PAGES_MODULE],
  },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_Checkbox.js': { file: 'assets/Checkbox-1.js', css: ['assets/Checkbox-1.css'] },
  [TOOL_PAGES_MODULE]: {
    file: 'assets/tool-pages-1.js',
    css: ['assets/tool-pages-1.css'],
    imports: ['_runtime.js', 'src/public/entry-client.tsx', '_Checkbox.js'],
  },
};

describe('the public pages’ assets', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'wordloom-assets-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite/public-manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('an article page links the entry’s script, styles and chunks, and not the tool pages’ code', () => {
    expect(readPageAssets(dist)).toEqual({
      script: '/assets/entry-client-1.js',
      styles: ['/assets/entry-client-1.css'],
      preloads: ['/assets/runtime-1.js'],
    });
  });

  it('a tool page also links the tool pages’ styles and preloads their code, without the entry twice', () => {
    expect(readPageAssets(dist, [TOOL_PAGES_MODULE])).toEqual({
      script: '/assets/entry-client-1.js',
      styles: ['/assets/entry-client-1.css', '/assets/tool-pages-1.css', '/assets/Checkbox-1.css'],
      preloads: ['/assets/runtime-1.js', '/assets/tool-pages-1.js', '/assets/Checkbox-1.js'],
    });
  });

  it('without a build there is nothing to link', () => {
    expect(readPageAssets(path.join(dist, 'missing'))).toEqual({ script: null, styles: [], preloads: [] });
  });
});
