import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES } from '../shared/src/languages.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGE_CODES],
  // A message not yet translated shows in English, never as its id.
  fallbackLocales: { default: 'en' },
  // Without line numbers, catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] },
    // The server's mails, translated in the same workflow; read by server/src/lib/i18n.ts.
    { path: '<rootDir>/../server/src/locales/{locale}/mail', include: ['<rootDir>/../server/src/features/mail'] },
  ],
});
