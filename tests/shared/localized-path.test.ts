import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  languageFromTag,
  splitLanguagePrefix,
  withLanguagePrefix,
} from '../../shared/src/domain/localized-path.ts';
import { LANGUAGE_CODES, LANGUAGES, RTL_LANGUAGES, textDirection } from '../../shared/src/languages.ts';

describe('language prefixes', () => {
  it.each([
    ['/fr/pricing', 'fr', '/pricing'],
    ['/fr/', 'fr', '/'],
    ['/ar', 'ar', '/'],
    ['/pricing', null, '/pricing'],
    ['/', null, '/'],
    ['/en/pricing', null, '/en/pricing'],
    ['/xx/pricing', null, '/xx/pricing'],
    ['/france', null, '/france'],
  ] as const)('splits %s into %s and %s', (pathname, language, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, path });
  });

  it('adds no prefix for English and /{code} for every other language', () => {
    expect(withLanguagePrefix('/pricing', 'en')).toBe('/pricing');
    expect(withLanguagePrefix('/pricing', 'de')).toBe('/de/pricing');
    expect(withLanguagePrefix('/', 'ar')).toBe('/ar/');
  });

  it('gives every one of the 26 non-English languages a prefixed copy that splits back', () => {
    const others = LANGUAGE_CODES.filter((code) => code !== 'en');
    expect(others).toHaveLength(26);
    for (const code of others) {
      expect(splitLanguagePrefix(withLanguagePrefix('/features', code))).toEqual({ language: code, path: '/features' });
    }
  });
});

describe('chooseLanguage', () => {
  it('prefers the URL prefix over everything', () => {
    expect(chooseLanguage({ fromPath: 'fr', saved: 'de', browser: ['es-ES'] })).toBe('fr');
  });

  it('uses the saved preference when the URL has no prefix', () => {
    expect(chooseLanguage({ fromPath: null, saved: 'de', browser: ['es-ES'] })).toBe('de');
  });

  it('ignores an unsupported saved value and falls to the browser language', () => {
    expect(chooseLanguage({ fromPath: null, saved: 'klingon', browser: ['xx', 'pt-BR', 'es'] })).toBe('pt');
  });

  it('falls back to English when nothing matches', () => {
    expect(chooseLanguage({ fromPath: null, saved: null, browser: ['xx-YY'] })).toBe('en');
    expect(chooseLanguage({ fromPath: null, saved: null, browser: [] })).toBe('en');
  });

  it('reads regional and legacy browser tags', () => {
    expect(languageFromTag('zh-Hant-TW')).toBe('zh');
    expect(languageFromTag('iw')).toBe('he');
    expect(languageFromTag('tlh')).toBeNull();
  });
});

describe('languages', () => {
  it('lists the 27 codes of the spec, each once, each with a region', () => {
    expect(LANGUAGE_CODES).toHaveLength(27);
    expect(new Set(LANGUAGES.map((language) => language.code))).toEqual(new Set(LANGUAGE_CODES));
  });

  it('writes ar, he, fa and ur right to left and the rest left to right', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'fa', 'he', 'ur']);
    expect(LANGUAGE_CODES.filter((code) => textDirection(code) === 'rtl').sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });
});
