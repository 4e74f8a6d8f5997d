import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReadabilityFormula } from '@wordloom/shared/domain/seo-readability';
import { SEO_THRESHOLDS, type SeoCheck, type SeoStatus } from '@wordloom/shared/domain/seo-score';

/** Names of the readability formulas: the authors' names, the same in every language. */
const FORMULA_NAMES: Record<Exclude<ReadabilityFormula, 'averageSentenceLength'>, string> = {
  fleschReadingEase: 'Flesch',
  amstad: 'Amstad',
  kandelMoles: 'Kandel–Moles',
  fernandezHuerta: 'Fernández Huerta',
  fleschVacca: 'Flesch–Vacca',
  douma: 'Douma',
  martins: 'Martins',
  oborneva: 'Oborneva',
};

/** The status of a check said in words (beside its icon, so it never rests on colour). */
export const SEO_STATUS_LABELS: Record<SeoStatus, MessageDescriptor> = {
  bad: msg`Problem`,
  ok: msg`Could be better`,
  good: msg`Good`,
};

/** What a score's band says (see seoScoreBand: good from 80, ok from 50). */
export const SEO_BAND_LABELS: Record<SeoStatus, MessageDescriptor> = {
  good: msg`Good`,
  ok: msg`Needs work`,
  bad: msg`Poor`,
};

type Format = (value: number) => string;

/**
 * What a check found and what to do about it, in the reader's language. `keyphrase` is quoted
 * as the writer typed it; numbers go through `format` (the locale's decimal separator).
 */
export function seoCheckMessage(check: SeoCheck, keyphrase: string, format: Format): MessageDescriptor {
  const phrase = keyphrase.trim();
  switch (check.id) {
    case 'keyphraseInTitle': {
      if (check.values.keyphraseMissing) return msg`Enter a focus keyphrase to check the title for it.`;
      if (check.status === 'good') return msg`The keyphrase appears in the title.`;
      if (check.status === 'ok') {
        return msg`The title has every word of the keyphrase, but not together. Use “${phrase}” as written, near the start of the title.`;
      }
      return msg`The keyphrase does not appear in the title. Put “${phrase}” in the title, near its start.`;
    }
    case 'keyphraseInIntroduction': {
      if (check.values.keyphraseMissing) return msg`Enter a focus keyphrase to check the introduction for it.`;
      if (check.status === 'good') return msg`The keyphrase appears in the first paragraph.`;
      if (check.status === 'ok') {
        return msg`The first paragraph has every word of the keyphrase, but not together. Use “${phrase}” as written in the introduction.`;
      }
      return msg`The keyphrase does not appear in the first paragraph. Mention “${phrase}” in the introduction.`;
    }
    case 'keyphraseInSubheading': {
      if (check.values.keyphraseMissing) return msg`Enter a focus keyphrase to check the subheadings for it.`;
      if (check.status === 'good') return msg`The keyphrase appears in a subheading.`;
      if (check.values.subheadings === 0) {
        return msg`The article has no H2 or H3 subheadings. Add some, and use “${phrase}” in one of them.`;
      }
      return msg`No H2 or H3 subheading uses the keyphrase. Put “${phrase}” in at least one.`;
    }
    case 'keyphraseInSlug': {
      if (check.values.keyphraseMissing) return msg`Enter a focus keyphrase to check the slug for it.`;
      if (check.status === 'good') return msg`The slug holds the keyphrase.`;
      const found = format(check.values.found);
      const words = format(check.values.words);
      if (check.status === 'ok') {
        return msg`The slug holds ${found} of the keyphrase’s ${words} words. Put all of “${phrase}” in the slug.`;
      }
      return msg`The keyphrase does not appear in the slug. Put “${phrase}” in the slug.`;
    }
    case 'keyphraseInMetaDescription': {
      if (check.values.keyphraseMissing) return msg`Enter a focus keyphrase to check the meta description for it.`;
      if (check.status === 'good') return msg`The keyphrase appears in the meta description.`;
      if (check.status === 'ok') {
        return msg`The meta description has every word of the keyphrase, but not together. Use “${phrase}” as written.`;
      }
      return msg`The keyphrase does not appear in the meta description. Write one that mentions “${phrase}”.`;
    }
    case 'keyphraseDensity': {
      if (check.values.keyphraseMissing) return msg`Enter a focus keyphrase to measure how often the text uses it.`;
      if (check.values.count === 0) {
        return msg`The text does not use the keyphrase. Use “${phrase}” a few times (0.5–3% of the words).`;
      }
      const density = format(check.values.density);
      const count = format(check.values.count);
      if (check.status === 'good') return msg`Keyphrase density is ${density}% (${count} times). Good: 0.5–3%.`;
      if (check.values.density < SEO_THRESHOLDS.density.good.min) {
        return msg`Keyphrase density is ${density}% (${count} times). Aim for 0.5–3%: use “${phrase}” a few more times.`;
      }
      return msg`Keyphrase density is ${density}% (${count} times). Aim for 0.5–3%: use “${phrase}” less often, or say it in other words.`;
    }
    case 'titleLength': {
      const length = format(check.values.length);
      if (check.values.length === 0) return msg`The title is empty. Write one of 30 to 60 characters.`;
      if (check.status === 'good') return msg`The title is ${length} characters long. Good: 30 to 60.`;
      if (check.values.length < SEO_THRESHOLDS.titleLength.good.min) {
        return msg`The title is ${length} characters long. Make it 30 to 60 characters.`;
      }
      return msg`The title is ${length} characters long, and search results cut long titles. Keep it to 30–60 characters.`;
    }
    case 'metaDescriptionLength': {
      const length = format(check.values.length);
      if (check.values.length === 0) {
        return msg`There is no meta description, so search engines pick text from the page. Write one of 120 to 156 characters.`;
      }
      if (check.status === 'good') return msg`The meta description is ${length} characters long. Good: 120 to 156.`;
      if (check.values.length < SEO_THRESHOLDS.metaDescriptionLength.good.min) {
        return msg`The meta description is ${length} characters long. Make it 120 to 156 characters.`;
      }
      return msg`The meta description is ${length} characters long, and search results cut it after about 156. Shorten it.`;
    }
    case 'textLength': {
      const words = format(check.values.words);
      if (check.status === 'good') return msg`The text has ${words} words. Good: 300 or more.`;
      return msg`The text has ${words} words. Write at least 300.`;
    }
    case 'subheadingDistribution': {
      if (check.status === 'good') return msg`Subheadings break up the text well.`;
      const longest = format(check.values.longest);
      return msg`A part of the text runs ${longest} words without a subheading. Add a subheading at least every 300 words.`;
    }
    case 'paragraphLength': {
      if (check.status === 'good') return msg`No paragraph is too long.`;
      const longest = format(check.values.longest);
      return msg`The longest paragraph has ${longest} words. Keep paragraphs under 150 words.`;
    }
    case 'sentenceLength': {
      const share = format(check.values.share);
      if (check.status === 'good') return msg`${share}% of the sentences are long. Good: at most 25%.`;
      return msg`${share}% of the sentences are longer than 20 words (40 characters in Chinese or Japanese). Shorten some: aim for at most 25%.`;
    }
    case 'readability': {
      const { formula, unit, sentences } = check.values;
      const score = format(check.values.score);
      if (sentences === 0) return msg`There is no text yet to judge how easy it is to read.`;
      if (formula !== 'averageSentenceLength') {
        const name = FORMULA_NAMES[formula];
        if (check.status === 'good') return msg`Reading ease (${name}) is ${score}: easy to read.`;
        return msg`Reading ease (${name}) is ${score}. Aim for 60 or more: use shorter sentences and shorter words.`;
      }
      if (unit === 'characters') {
        if (check.status === 'good') return msg`Sentences average ${score} characters: easy to read.`;
        return msg`Sentences average ${score} characters. Aim for 40 or fewer: split the longest ones.`;
      }
      if (check.status === 'good') return msg`Sentences average ${score} words: easy to read.`;
      return msg`Sentences average ${score} words. Aim for 20 or fewer: split the longest ones.`;
    }
    case 'internalLinks': {
      if (check.status === 'good') return msg`Links to this site: ${format(check.values.count)}.`;
      return msg`The article has no links to this site. Link to one of your related articles.`;
    }
    case 'outboundLinks': {
      if (check.status === 'good') return msg`Links to other sites: ${format(check.values.count)}.`;
      return msg`The article has no links to other sites. Link to a trustworthy source on the subject.`;
    }
    case 'imageAlt': {
      if (check.status === 'good') return msg`Every image has alt text.`;
      if (check.values.images === 0) {
        return msg`The article has no images. An image with alt text that describes it helps readers and search engines.`;
      }
      const missing = format(check.values.withoutAlt);
      const images = format(check.values.images);
      return msg`${missing} of ${images} images have no alt text. Describe each image in its alt text.`;
    }
  }
}
