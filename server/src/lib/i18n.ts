import fs from 'node:fs';
import path from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@wordloom/shared/languages';

/**
 * The server's gettext catalogs, one folder per language like the client's, filled by the same
 * `lingui extract` (client/lingui.config.ts). Server code has no Babel step (decision 001), so it
 * cannot use Lingui's macros: it calls `i18n._('English text', values)`, which the extractor
 * reads too, and the English text is the message's id.
 */
const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');

/** Every message of a language's server catalogs, as written in the .po files; untranslated ones are left out. */
function readTranslations(language: LanguageCode): Map<string, string> {
  const folder = path.join(LOCALES_DIR, language);
  const translations = new Map<string, string>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    for (const item of parsePoFile(fs.readFileSync(path.join(folder, file), 'utf8')).items) {
      const translation = item.msgstr[0];
      if (!item.obsolete && translation) translations.set(item.msgid, translation);
    }
  }
  return translations;
}

/** English first, so a message not yet translated reads in English, as it does in the client. */
function compiledMessages(language: LanguageCode): Messages {
  const translations = new Map([...readTranslations(DEFAULT_LANGUAGE), ...readTranslations(language)]);
  return Object.fromEntries([...translations].map(([id, translation]) => [id, compileMessage(translation)]));
}

const instances = new Map<LanguageCode, I18n>();

/**
 * A Lingui instance with a language active, one per language so concurrent renders in different
 * languages never switch each other's; catalogs are read and compiled at the first use of each.
 */
export function serverI18n(language: LanguageCode): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: compiledMessages(language) } });
    instances.set(language, i18n);
  }
  return i18n;
}
