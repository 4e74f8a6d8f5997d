import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { activeLanguage } from './i18n.ts';

/** A path in the active language, for places outside the router (full page loads). */
export function localizedHref(path: string): string {
  return withLanguagePrefix(path, activeLanguage());
}
