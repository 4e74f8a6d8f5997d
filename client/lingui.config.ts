import { defineConfig } from '@lingui/cli';
import { LANGUAGE_CODES } from '../shared/src/languages.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGE_CODES],
  // A message not yet translated shows in English, never as its id.
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
});
