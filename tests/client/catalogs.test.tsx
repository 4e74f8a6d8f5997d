import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/src/languages.ts';
import { readCatalog } from '../helpers/catalog.ts';

/** The interface's catalog and the mails' (both filled by one `lingui extract`): translators keep both complete. */
const CATALOGS = [
  {
    name: 'interface',
    file: (language: string) => path.resolve(import.meta.dirname, `../../client/src/locales/${language}/messages.po`),
  },
  {
    name: 'mail',
    file: (language: string) => path.resolve(import.meta.dirname, `../../server/src/locales/${language}/mail.po`),
  },
];
/** Every language is translated in full; English is only the runtime fallback for a missing message. */
const COMPLETE_LANGUAGES = LANGUAGE_CODES;

/** The distinct placeholders and tags of a message (plural branches may repeat them, as Arabic's four do). */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((match) => match[0]))].sort();
}

describe.each(CATALOGS)('the $name translation catalogs', ({ file }) => {
  const english = readCatalog(file('en'));

  it('exist for all 27 languages with the same messages as English', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const language of LANGUAGE_CODES) {
      expect([...readCatalog(file(language)).keys()].sort(), language).toEqual([...english.keys()].sort());
    }
  });

  it.each(COMPLETE_LANGUAGES)('translate every message into %s, keeping its placeholders', (language) => {
    const catalog = readCatalog(file(language));
    for (const [id, source] of english) {
      const translation = catalog.get(id) ?? '';
      expect(translation, `${language}: "${id}"`).not.toBe('');
      expect(placeholders(translation), `${language}: "${id}"`).toEqual(placeholders(source || id));
    }
  });
});
