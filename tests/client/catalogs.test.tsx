import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/src/languages.ts';

/** The interface's catalog and the mails' (both filled by one `lingui extract`): translators keep both complete. */
const CATALOGS = [
  { name: 'interface', file: (language: string) => `../../client/src/locales/${language}/messages.po` },
  { name: 'mail', file: (language: string) => `../../server/src/locales/${language}/mail.po` },
];
/** Every language is translated in full; English is only the runtime fallback for a missing message. */
const COMPLETE_LANGUAGES = LANGUAGE_CODES;

/** Reads a gettext catalog into msgid → msgstr (joining continuation lines). */
function readCatalog(file: string): Map<string, string> {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(`${block}\n`);
      return match?.[1]
        ?.trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    };
    const id = field('msgid');
    if (id) entries.set(id, field('msgstr') ?? '');
  }
  return entries;
}

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
