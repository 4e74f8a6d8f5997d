import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SeoScorePanel, type SeoScorePanelProps } from '../../client/src/features/article-writer/seo/SeoScorePanel.tsx';
import { renderInApp } from '../helpers/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const FILLER = 'our garden looks green and calm after the spring rain.';

/**
 * A short article with a keyphrase in its first paragraph only: no subheadings, meta description
 * or links, a 12-character title, an image without alt text. Its score is 45 of 100:
 * good (intro 8, density 10, distribution 6, paragraphs 5, sentences 5, readability 6) = 40,
 * ok (title words 10, slug one word of two 6) = 8.
 */
const CRAFTED: SeoScorePanelProps = {
  keyphrase: 'cold brew',
  title: 'Brew it cold',
  metaDescription: '',
  slug: 'brew-guide',
  html: `<p>Cold brew is easy. ${Array(10).fill(FILLER).join(' ')}</p><p><img src="/media/jar.png"></p>`,
  languageCode: 'en',
};

async function renderPanel(props: SeoScorePanelProps) {
  const view = await renderInApp(<SeoScorePanel {...props} />);
  return { ...view, user: userEvent.setup() };
}

describe('The SEO score panel', () => {
  it('shows the score, then what to fix with the problems first, each saying what to do', async () => {
    const { user } = await renderPanel(CRAFTED);
    const panel = await screen.findByRole('region', { name: 'SEO score' });
    expect(within(panel).getByText('45 out of 100 · Poor')).toBeInTheDocument();

    const toFix = within(panel).getByRole('list', { name: 'What to fix' });
    expect(
      within(toFix)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Problem: The article has no H2 or H3 subheadings. Add some, and use “cold brew” in one of them.',
      'Problem: The keyphrase does not appear in the meta description. Write one that mentions “cold brew”.',
      'Problem: The title is 12 characters long. Make it 30 to 60 characters.',
      'Problem: There is no meta description, so search engines pick text from the page. Write one of 120 to 156 characters.',
      'Problem: The text has 104 words. Write at least 300.',
      'Problem: The article has no links to this site. Link to one of your related articles.',
      'Problem: The article has no links to other sites. Link to a trustworthy source on the subject.',
      'Problem: 1 of 1 images have no alt text. Describe each image in its alt text.',
      'Could be better: The title has every word of the keyphrase, but not together. Use “cold brew” as written, near the start of the title.',
      'Could be better: The slug holds 1 of the keyphrase’s 2 words. Put all of “cold brew” in the slug.',
    ]);

    // What is already good is folded away until asked for.
    expect(within(panel).queryByRole('list', { name: 'What is good' })).not.toBeInTheDocument();
    const showGood = within(panel).getByRole('button', { name: 'What is good (6)' });
    expect(showGood).toHaveAttribute('aria-expanded', 'false');
    await user.click(showGood);
    expect(showGood).toHaveAttribute('aria-expanded', 'true');
    const good = await within(panel).findByRole('list', { name: 'What is good' });
    expect(
      within(good)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Good: The keyphrase appears in the first paragraph.',
      'Good: Keyphrase density is 1.9% (1 times). Good: 0.5–3%.',
      'Good: Subheadings break up the text well.',
      'Good: No paragraph is too long.',
      'Good: 0% of the sentences are long. Good: at most 25%.',
      'Good: Reading ease (Flesch) is 95.6: easy to read.',
    ]);
  });

  it('recomputes as the article changes, and asks for a keyphrase when there is none', async () => {
    function WithKeyphraseField() {
      const [keyphrase, setKeyphrase] = useState(CRAFTED.keyphrase);
      return (
        <>
          <input aria-label="Keyphrase" value={keyphrase} onChange={(event) => setKeyphrase(event.target.value)} />
          <SeoScorePanel {...CRAFTED} keyphrase={keyphrase} />
        </>
      );
    }
    await renderInApp(<WithKeyphraseField />);
    expect(await screen.findByText('45 out of 100 · Poor')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByRole('textbox', { name: 'Keyphrase' }));
    // The keyphrase checks all fail now: 48 − 8 (intro) − 10 (density) − 5 (title) − 3 (slug) = 22 of 106.
    expect(await screen.findByText('21 out of 100 · Poor')).toBeInTheDocument();
    const toFix = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(toFix).toContain('Problem: Enter a focus keyphrase to check the title for it.');
    expect(toFix).toContain('Problem: Enter a focus keyphrase to measure how often the text uses it.');
  });

  it('folds to the score when collapsible, and opens from the keyboard', async () => {
    const { user } = await renderPanel({ ...CRAFTED, collapsible: true });
    const toggle = await screen.findByRole('button', { name: 'Show SEO checks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'What to fix' })).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide SEO checks' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('list', { name: 'What to fix' })).toBeInTheDocument();
  });
});
