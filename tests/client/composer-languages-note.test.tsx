import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComposerLanguagesNote } from '../../client/src/features/ai/ComposerLanguagesNote.tsx';
import { renderInApp } from '../helpers/render.tsx';

describe('the template draft note', () => {
  it('names the languages the composer writes, and says any other gets English', async () => {
    await renderInApp(<ComposerLanguagesNote />);
    expect(
      await screen.findByText(
        'The composer writes LinkedIn posts in English, Chinese, Hindi, Spanish, French, Arabic, Portuguese, Russian, Japanese and German; for any other language it writes English.',
      ),
    ).toBeInTheDocument();
  });

  it('says so in the language of the page', async () => {
    await renderInApp(<ComposerLanguagesNote />, { language: 'fr', path: '/fr/' });
    expect(
      await screen.findByText(
        'Le compositeur rédige les posts LinkedIn en anglais, chinois, hindi, espagnol, français, arabe, portugais, russe, japonais et allemand ; pour toute autre langue, il les rédige en anglais.',
      ),
    ).toBeInTheDocument();
  });
});
