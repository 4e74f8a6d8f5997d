import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from '../../client/src/features/layout/LanguageSelector.tsx';
import * as language from '../../client/src/lib/language.ts';
import { renderInApp } from '../helpers/render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function openSelector() {
  const input = await screen.findByRole('combobox', { name: 'Language' });
  await userEvent.click(input);
  return input;
}

describe('language selector', () => {
  it('lists the 27 languages grouped by region', async () => {
    await renderInApp(<LanguageSelector />);
    await openSelector();
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(27);
    for (const region of ['Europe', 'Middle East', 'South Asia', 'East and Southeast Asia']) {
      expect(within(listbox).getByText(region)).toBeInTheDocument();
    }
  });

  it('finds a language by its own name or its English name', async () => {
    await renderInApp(<LanguageSelector />);
    const input = await openSelector();
    await userEvent.clear(input);
    await userEvent.type(input, 'japanese');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['日本語 (Japanese)']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Fran');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Français (French)']);
  });

  it('switches to the chosen language and remembers it (the URL part is a browser test)', async () => {
    await renderInApp(<LanguageSelector />);
    const input = await openSelector();
    await userEvent.clear(input);
    await userEvent.type(input, 'Deutsch');
    await userEvent.click(screen.getByRole('option', { name: 'Deutsch (German)' }));
    await expect.poll(() => localStorage.getItem('preferredLanguage')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch (German)');
  });

  it('falls back to English with a reload button when switching fails', async () => {
    const activate = vi.spyOn(language, 'chooseAndActivateLanguage');
    activate.mockImplementation(async (code) => {
      if (code !== 'en') throw new Error('Failed to fetch dynamically imported module');
    });
    await renderInApp(<LanguageSelector />);
    const input = await openSelector();
    await userEvent.clear(input);
    await userEvent.type(input, 'Français');
    await userEvent.click(screen.getByRole('option', { name: 'Français (French)' }));
    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByText('EN')).toBeInTheDocument();
    expect(within(fallback).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(activate).toHaveBeenLastCalledWith('en');
  });
});
