import type { SAVED_EXPERT_GUIDANCE_KEY, SAVED_WRITING_STYLES_KEY } from '@wordloom/shared/schemas/article-writer';
import { useCallback, useState } from 'react';

/** The title form's texts kept in this browser (spec §3, §9 local-storage keys). */
export type SavedTextsKey = typeof SAVED_WRITING_STYLES_KEY | typeof SAVED_EXPERT_GUIDANCE_KEY;

/** How many of each are kept: the oldest go first. */
export const MAX_SAVED_TEXTS = 20;

/** The list with `text` added: trimmed, once, newest first, at most MAX_SAVED_TEXTS. */
export function withSavedText(list: readonly string[], text: string): string[] {
  const kept = text.trim();
  if (kept === '') return [...list];
  return [kept, ...list.filter((entry) => entry !== kept)].slice(0, MAX_SAVED_TEXTS);
}

/** What is stored under `key`; anything that is not a list of texts (edited by hand, another app) counts as none. */
export function readSavedTexts(key: SavedTextsKey): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  } catch {
    return [];
  }
}

/** Adds `text` to the list under `key` and answers the new list; storage that refuses (full, private mode) keeps the old one. */
export function saveText(key: SavedTextsKey, text: string): string[] {
  const next = withSavedText(readSavedTexts(key), text);
  try {
    window.localStorage.setItem(key, JSON.stringify(next));
    return next;
  } catch {
    return readSavedTexts(key);
  }
}

/** The saved texts under `key` and a way to add one, for a select beside the field. */
export function useSavedTexts(key: SavedTextsKey) {
  const [texts, setTexts] = useState(() => readSavedTexts(key));
  const save = useCallback((text: string) => setTexts(saveText(key, text)), [key]);
  return { texts, save };
}
