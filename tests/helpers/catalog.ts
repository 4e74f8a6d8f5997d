import fs from 'node:fs';
import path from 'node:path';

/** Reads a gettext catalog into msgid → msgstr (joining continuation lines). */
export function readCatalog(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8');
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

/** The interface catalog of `language` (`client/src/locales/<language>/messages.po`). */
export function interfaceCatalog(language: string): Map<string, string> {
  return readCatalog(path.resolve(import.meta.dirname, `../../client/src/locales/${language}/messages.po`));
}

/**
 * The interface's text for an English message in `language`, as a browser test looks for it:
 * `values` fill named placeholders ("Remove {name}"); without a value a placeholder matches anything.
 */
export function interfaceText(language: string) {
  const catalog = interfaceCatalog(language);
  const translate = (english: string) => {
    const translated = catalog.get(english);
    if (translated === undefined) throw new Error(`"${english}" is not in the ${language} catalog`);
    return translated || english;
  };
  return {
    text: (english: string, values: Record<string, string> = {}) =>
      translate(english).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
    /** The message as a whole-text pattern, each placeholder matching any text. */
    pattern: (english: string) =>
      new RegExp(
        `^${translate(english)
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
  };
}
