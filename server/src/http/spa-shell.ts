import fs from 'node:fs';
import path from 'node:path';
import { BOOT_ELEMENT_ID, type BootData } from '@wordloom/shared/boot';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { DEFAULT_LANGUAGE, textDirection } from '@wordloom/shared/languages';

/** Pages shown before the client starts (and to visitors without JavaScript). */
const STATIC_FALLBACK: Record<BootData['status'], { title: string; body: string }> = {
  200: { title: 'Wordloom', body: '' },
  404: {
    title: 'Page Not Found · Wordloom',
    body: '<main><h1>Page Not Found</h1><p>The page you are looking for does not exist or has been moved.</p><p><a href="/">Go to Homepage</a></p></main>',
  },
  410: {
    title: '410 - Gone · Wordloom',
    body: '<main><h1>410 - Gone</h1><p>This page has been permanently removed and is no longer available.</p><p><a href="/">Go to Homepage</a></p></main>',
  },
};

function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface SpaShell {
  render(pathname: string, boot: BootData): string;
}

/**
 * The built client's index.html, filled per request with the page language and direction,
 * the boot data and a static rendition of error pages.
 */
export function loadSpaShell(clientDistDir: string): SpaShell {
  const indexPath = path.join(clientDistDir, 'index.html');
  const template = fs.existsSync(indexPath)
    ? fs.readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="en"><head><title>Wordloom</title></head><body><div id="root"><p>The client is not built yet: run <code>npm run build</code>.</p></div></body></html>';
  return {
    render(pathname, boot) {
      const language = splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;
      const fallback = STATIC_FALLBACK[boot.status];
      return template
        .replace(/<html[^>]*>/, `<html lang="${language}" dir="${textDirection(language)}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${fallback.title}</title>`)
        .replace(
          '</head>',
          `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeForScript(boot)}</script></head>`,
        )
        .replace('<div id="root"></div>', `<div id="root">${fallback.body}</div>`);
    },
  };
}
