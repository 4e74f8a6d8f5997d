import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/country-flags.css';
import { splitLanguagePrefix, withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@wordloom/shared/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { activateLanguage } from './lib/i18n.ts';
import { initialLanguage } from './lib/language.ts';

/** Activates the visitor's language, or English when its catalog cannot be loaded. */
async function activateInitialLanguage(language: LanguageCode): Promise<LanguageCode> {
  try {
    await activateLanguage(language);
    return language;
  } catch {
    await activateLanguage(DEFAULT_LANGUAGE);
    return DEFAULT_LANGUAGE;
  }
}

async function start(): Promise<void> {
  const { pathname, search, hash } = window.location;
  const language = await activateInitialLanguage(initialLanguage(pathname));
  // A saved or browser language other than English shows in the URL from the first page on.
  if (splitLanguagePrefix(pathname).language === null && language !== DEFAULT_LANGUAGE) {
    window.history.replaceState(window.history.state, '', `${withLanguagePrefix(pathname, language)}${search}${hash}`);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
