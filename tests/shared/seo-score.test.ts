import { describe, expect, it } from 'vitest';
import {
  type SeoCheck,
  type SeoCheckId,
  type SeoInput,
  type SeoReport,
  scoreArticle,
} from '../../shared/src/domain/seo-score.ts';

/** The on-page SEO score (issue 14 point 4): each check at its boundaries, the total, other scripts. */

const FILLER = ['our', 'garden', 'looks', 'green', 'and', 'calm', 'after', 'the', 'spring', 'rain'];

/** Exactly `count` words of plain English, in sentences of `perSentence` words. */
function words(count: number, perSentence = 10): string {
  const out: string[] = [];
  for (let index = 0; index < count; index++) {
    const last = (index + 1) % perSentence === 0 || index === count - 1;
    out.push(`${FILLER[index % FILLER.length]}${last ? '.' : ''}`);
  }
  return out.join(' ');
}

const META = 'Cold brew coffee made at home with a jar and a night in the fridge. '.padEnd(140, 'Smooth and sweet. ');

/** An article that passes every check (score 100); each test changes one thing. */
function article(changes: Partial<SeoInput> = {}): SeoInput {
  return {
    keyphrase: 'cold brew',
    title: 'Cold brew at home: the simple overnight method',
    metaDescription: META,
    slug: 'cold-brew-at-home',
    html: [
      `<p>Cold brew is easy to make. ${words(100)}</p>`,
      `<h2>Why cold brew tastes sweet</h2><p>${words(100)} <a href="/blog/grinders">grinders</a></p>`,
      `<p><img src="/media/jar.png" alt="A jar"> <a href="https://example.org/beans">beans</a></p>`,
      `<h2>Steps</h2><p>${words(100)} Serve the cold brew.</p>`,
    ].join(''),
    languageCode: 'en',
    ...changes,
  };
}

function find<Id extends SeoCheckId>(report: SeoReport, id: Id): Extract<SeoCheck, { id: Id }> {
  const found = report.checks.find((item) => item.id === id);
  if (!found) throw new Error(`no ${id} check`);
  return found as Extract<SeoCheck, { id: Id }>;
}

function statusOf(id: SeoCheckId, changes: Partial<SeoInput>) {
  return find(scoreArticle(article(changes)), id).status;
}

/** An article whose whole body is one paragraph per entry (no links, no images). */
function body(...paragraphs: string[]): string {
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}

describe('the total', () => {
  it('is 100 when every check is good, with the checks in a fixed order and weights summing to 106', () => {
    const report = scoreArticle(article());
    expect(report.checks.filter((item) => item.status !== 'good')).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.checks.map((item) => [item.id, item.weight])).toEqual([
      ['keyphraseInTitle', 10],
      ['keyphraseInIntroduction', 8],
      ['keyphraseInSubheading', 6],
      ['keyphraseInSlug', 6],
      ['keyphraseInMetaDescription', 8],
      ['keyphraseDensity', 10],
      ['titleLength', 7],
      ['metaDescriptionLength', 7],
      ['textLength', 10],
      ['subheadingDistribution', 6],
      ['paragraphLength', 5],
      ['sentenceLength', 5],
      ['readability', 6],
      ['internalLinks', 4],
      ['outboundLinks', 4],
      ['imageAlt', 4],
    ]);
  });

  it('weighs ok as half and bad as nothing', () => {
    // Title with all the words but not the phrase (ok, 10 × 0.5) and no outbound link (bad, 4): 100 − 5 − 4 of 106.
    const html = article().html.replace('<a href="https://example.org/beans">beans</a>', '');
    const report = scoreArticle(article({ title: 'Brew it cold at home: the simple overnight method', html }));
    expect(find(report, 'keyphraseInTitle').status).toBe('ok');
    expect(find(report, 'outboundLinks').status).toBe('bad');
    expect(report.score).toBe(Math.round((100 * 97) / 106));
  });

  it('scores an empty article without a keyphrase 17: only the checks nothing can fail earn', () => {
    const report = scoreArticle({
      keyphrase: '',
      title: '',
      metaDescription: '',
      slug: '',
      html: '',
      languageCode: 'en',
    });
    const earning = report.checks.filter((item) => item.status !== 'bad').map((item) => [item.id, item.status]);
    expect(earning).toEqual([
      ['subheadingDistribution', 'good'],
      ['paragraphLength', 'good'],
      ['sentenceLength', 'good'],
      ['imageAlt', 'ok'],
    ]);
    expect(report.score).toBe(Math.round((100 * (6 + 5 + 5 + 2)) / 106));
  });
});

describe('keyphrase in the title', () => {
  it('is good with the exact phrase in any case, ok with all its words apart, bad otherwise', () => {
    expect(statusOf('keyphraseInTitle', { title: 'COLD BREW made simple' })).toBe('good');
    expect(statusOf('keyphraseInTitle', { title: 'Brew your coffee cold' })).toBe('ok');
    expect(statusOf('keyphraseInTitle', { title: 'Coffee at home, made simple' })).toBe('bad');
    expect(find(scoreArticle(article({ title: 'Brew your coffee cold' })), 'keyphraseInTitle').values).toEqual({
      keyphraseMissing: false,
      match: 'allWords',
    });
  });

  it('ignores accents and punctuation on both sides', () => {
    expect(statusOf('keyphraseInTitle', { keyphrase: 'café crème', title: 'Cafe Creme: three recipes' })).toBe('good');
    expect(statusOf('keyphraseInTitle', { keyphrase: 'Cafe Creme', title: 'Le café-crème du matin' })).toBe('good');
    expect(statusOf('keyphraseInTitle', { keyphrase: "what's new, 2026?", title: 'What’s new in 2026' })).toBe('ok');
    expect(statusOf('keyphraseInTitle', { keyphrase: "what's new, 2026?", title: 'What’s New 2026 — a list' })).toBe(
      'good',
    );
  });
});

describe('keyphrase in the introduction', () => {
  it('looks at the first paragraph only', () => {
    expect(statusOf('keyphraseInIntroduction', { html: body('Make cold brew tonight.', words(50)) })).toBe('good');
    expect(statusOf('keyphraseInIntroduction', { html: body('Brew it cold tonight.', words(50)) })).toBe('ok');
    expect(statusOf('keyphraseInIntroduction', { html: body(words(50), 'Make cold brew tonight.') })).toBe('bad');
  });

  it('skips a heading before the first paragraph', () => {
    expect(statusOf('keyphraseInIntroduction', { html: `<h2>Start</h2>${body('Cold brew first.')}` })).toBe('good');
  });
});

describe('keyphrase in a subheading', () => {
  it('counts h2 and h3 with the phrase or all its words, not deeper headings', () => {
    const report = scoreArticle(article({ html: `<h2>Brew it cold</h2><h3>Cold brew jars</h3><h2>Other</h2>` }));
    expect(find(report, 'keyphraseInSubheading')).toMatchObject({
      status: 'good',
      values: { matching: 2, subheadings: 3 },
    });
    expect(statusOf('keyphraseInSubheading', { html: `<h4>Cold brew</h4><h2>Other</h2>` })).toBe('bad');
  });
});

describe('keyphrase in the slug', () => {
  it('is good with every word of the slugified phrase, ok with some, bad with none', () => {
    expect(statusOf('keyphraseInSlug', { slug: 'how-to-make-cold-brew' })).toBe('good');
    expect(statusOf('keyphraseInSlug', { slug: 'brew-guide' })).toBe('ok');
    expect(statusOf('keyphraseInSlug', { slug: 'coffee-guide' })).toBe('bad');
    expect(statusOf('keyphraseInSlug', { keyphrase: 'Crème brûlée', slug: 'creme-brulee-recipe' })).toBe('good');
  });

  it('reads slugs in other scripts', () => {
    expect(statusOf('keyphraseInSlug', { keyphrase: 'Холодный кофе', slug: 'кофе-холодный-дома' })).toBe('good');
    expect(statusOf('keyphraseInSlug', { keyphrase: '冷萃咖啡', slug: '冷萃咖啡的做法' })).toBe('good');
    expect(statusOf('keyphraseInSlug', { keyphrase: 'القهوة الباردة', slug: 'القهوة-في-المنزل' })).toBe('ok');
  });
});

describe('keyphrase in the meta description', () => {
  it('is good with the phrase, ok with its words, bad without or when empty', () => {
    expect(statusOf('keyphraseInMetaDescription', {})).toBe('good');
    expect(statusOf('keyphraseInMetaDescription', { metaDescription: 'Brew coffee cold.' })).toBe('ok');
    expect(statusOf('keyphraseInMetaDescription', { metaDescription: 'Coffee.' })).toBe('bad');
    expect(statusOf('keyphraseInMetaDescription', { metaDescription: '' })).toBe('bad');
  });
});

describe('keyphrase density', () => {
  /** `count` occurrences of the two-word phrase in a text of `total` words. */
  function density(count: number, total: number) {
    const html = body(`${'cold brew. '.repeat(count)}${words(total - 2 * count)}`);
    return find(scoreArticle(article({ html })), 'keyphraseDensity');
  }

  it('is good from 0.5 to 3 %, ok from 0.3 and up to 4 %, bad beyond', () => {
    expect(density(1, 400)).toMatchObject({ status: 'good', values: { density: 0.5, count: 1, words: 400 } });
    expect(density(6, 400)).toMatchObject({ status: 'good', values: { density: 3 } });
    expect(density(7, 400)).toMatchObject({ status: 'ok', values: { density: 3.5 } });
    expect(density(8, 400)).toMatchObject({ status: 'ok', values: { density: 4 } });
    expect(density(9, 400)).toMatchObject({ status: 'bad', values: { density: 4.5 } });
    expect(density(2, 1000)).toMatchObject({ status: 'ok', values: { density: 0.4 } });
    expect(density(1, 1000)).toMatchObject({ status: 'bad', values: { density: 0.2 } });
    expect(density(0, 400)).toMatchObject({ status: 'bad', values: { density: 0, count: 0 } });
  });

  it('counts a Chinese phrase by its characters, as the word count does', () => {
    const text = `${'冷萃咖啡'}${'我们今天在花园里喝茶。'.repeat(18)}`;
    const report = scoreArticle(article({ keyphrase: '冷萃咖啡', html: body(text), languageCode: 'zh' }));
    expect(find(report, 'keyphraseDensity')).toMatchObject({
      status: 'good',
      values: { count: 1, words: 4 + 10 * 18, density: 2.2 },
    });
  });
});

describe('lengths', () => {
  const titleOf = (length: number) => 'Cold brew '.padEnd(length, 'x');
  const metaOf = (length: number) => 'Cold brew '.padEnd(length, 'y');

  it('judges the title by characters: good 30–60, ok 20–70', () => {
    const status = (length: number) => statusOf('titleLength', { title: titleOf(length) });
    expect([19, 20, 29, 30, 60, 61, 70, 71].map(status)).toEqual([
      'bad',
      'ok',
      'ok',
      'good',
      'good',
      'ok',
      'ok',
      'bad',
    ]);
    expect(statusOf('titleLength', { title: '冷萃咖啡'.repeat(8) })).toBe('good');
  });

  it('judges the meta description: good 120–156, ok 80–170, bad empty', () => {
    const status = (length: number) => statusOf('metaDescriptionLength', { metaDescription: metaOf(length) });
    expect([79, 80, 119, 120, 156, 157, 170, 171].map(status)).toEqual([
      'bad',
      'ok',
      'ok',
      'good',
      'good',
      'ok',
      'ok',
      'bad',
    ]);
    expect(find(scoreArticle(article({ metaDescription: '' })), 'metaDescriptionLength')).toMatchObject({
      status: 'bad',
      values: { length: 0 },
    });
  });

  it('judges the text by words: good from 300, ok from 200', () => {
    const status = (count: number) => statusOf('textLength', { html: `<h2>A</h2>${body(words(count - 1))}` });
    expect([199, 200, 299, 300].map(status)).toEqual(['bad', 'ok', 'ok', 'good']);
  });
});

describe('structure', () => {
  it('wants a subheading at least every 300 words (ok to 350)', () => {
    const run = (count: number) => find(scoreArticle(article({ html: body(words(count)) })), 'subheadingDistribution');
    expect(run(300)).toMatchObject({ status: 'good', values: { longest: 300, subheadings: 0 } });
    expect(run(301).status).toBe('ok');
    expect(run(350).status).toBe('ok');
    expect(run(351).status).toBe('bad');
    const split = `${body(words(150), words(150))}<h2>Half</h2>${body(words(300))}`;
    expect(statusOf('subheadingDistribution', { html: split })).toBe('good');
  });

  it('wants paragraphs of at most 150 words (ok to 200)', () => {
    const longest = (count: number) =>
      find(scoreArticle(article({ html: body(words(count), words(20)) })), 'paragraphLength');
    expect(longest(150)).toMatchObject({ status: 'good', values: { longest: 150, over: 0 } });
    expect(longest(151)).toMatchObject({ status: 'ok', values: { over: 1 } });
    expect(longest(200).status).toBe('ok');
    expect(longest(201).status).toBe('bad');
  });

  it('wants at most 25 % of sentences over 20 words (ok to 30 %)', () => {
    const share = (long: number, total: number) =>
      find(scoreArticle(article({ html: body(words(21 * long, 21), words(10 * (total - long))) })), 'sentenceLength');
    expect(share(1, 4)).toMatchObject({ status: 'good', values: { share: 25, long: 1, sentences: 4 } });
    expect(share(3, 10)).toMatchObject({ status: 'ok', values: { share: 30 } });
    expect(share(4, 10)).toMatchObject({ status: 'bad', values: { share: 40 } });
    expect(find(scoreArticle(article({ html: body(words(20, 20)) })), 'sentenceLength').values.long).toBe(0);
  });

  it('measures a Han or Kana sentence in characters (over 40 is long), whatever the tagged language', () => {
    const chinese = (length: number) => `${'我'.repeat(length)}。`;
    const report = (html: string, languageCode: string) =>
      find(scoreArticle(article({ html, languageCode })), 'sentenceLength').values;
    expect(report(body(chinese(40) + chinese(41)), 'zh')).toEqual({ share: 50, long: 1, sentences: 2 });
    // English tagged as Japanese keeps its own measure: 15 words is not long, though over 40 characters.
    expect(report(body(words(15, 15)), 'ja')).toEqual({ share: 0, long: 0, sentences: 1 });
    expect(report(body(`ここはカタカナとひらがなの文です。${words(21, 21)}`), 'ja')).toEqual({
      share: 50,
      long: 1,
      sentences: 2,
    });
  });
});

describe('readability', () => {
  const readability = (html: string, languageCode: string) =>
    find(scoreArticle(article({ html, languageCode })), 'readability');
  const HARD =
    'Modern cities depend on careful planning because people travel between their homes and offices every single morning and evening.';

  it('uses Flesch reading ease in English: good from 60, ok from 50', () => {
    expect(readability(body(words(100)), 'en')).toMatchObject({
      status: 'good',
      values: { formula: 'fleschReadingEase', unit: 'words', sentences: 10 },
    });
    // 19 words, 38 syllables by vowel groups: 206.835 − 1.015 × 19 − 84.6 × 2 = 18.35.
    const hard = readability(body(HARD), 'en');
    expect(hard.status).toBe('bad');
    expect(hard.values.score).toBeCloseTo(18.35, 1);
  });

  it('picks the published adaptation of each language', () => {
    const cases: [string, string, string][] = [
      ['de', 'Der Hund spielt im Garten. Die Sonne scheint heute.', 'amstad'],
      ['fr', 'Le chat dort sur le lit. Il fait beau.', 'kandelMoles'],
      ['es', 'El perro juega en el parque. Hace sol.', 'fernandezHuerta'],
      ['it', 'Il cane gioca nel parco. Oggi fa bel tempo.', 'fleschVacca'],
      ['nl', 'De hond speelt in de tuin. Het is mooi weer.', 'douma'],
      ['pt', 'O cachorro brinca no parque. Hoje faz sol.', 'martins'],
      ['ru', 'Кот спит. Дом там. Сад мал.', 'oborneva'],
    ];
    for (const [languageCode, text, formula] of cases) {
      expect(readability(body(text), languageCode), languageCode).toMatchObject({
        status: 'good',
        values: { formula },
      });
    }
  });

  it('falls back to the average sentence length for other languages and for text in another script', () => {
    expect(readability(body('هذا نص قصير. وهذه جملة ثانية أطول قليلا؟'), 'ar')).toMatchObject({
      status: 'good',
      values: { formula: 'averageSentenceLength', unit: 'words', score: 4, sentences: 2 },
    });
    // Russian text tagged as German: Amstad's formula does not apply to Cyrillic.
    expect(readability(body('Собака играет в саду.'), 'de').values.formula).toBe('averageSentenceLength');
    expect(readability(body(`${'我'.repeat(45)}。${'我'.repeat(57)}。`), 'zh')).toMatchObject({
      status: 'bad',
      values: { formula: 'averageSentenceLength', unit: 'characters', score: 51 },
    });
    expect(readability(body(`${'我'.repeat(38)}。`), 'ja')).toMatchObject({ status: 'good', values: { score: 38 } });
    expect(readability(body(words(24, 24)), 'tr')).toMatchObject({ status: 'ok', values: { score: 24 } });
  });

  it('is bad when there is no text to read', () => {
    expect(readability('', 'en')).toMatchObject({ status: 'bad', values: { sentences: 0 } });
  });
});

describe('links and images', () => {
  const links = (html: string, siteOrigins?: string[]) => {
    const report = scoreArticle(article({ html, siteOrigins }));
    return [find(report, 'internalLinks'), find(report, 'outboundLinks')].map((item) => [
      item.status,
      item.values.count,
    ]);
  };

  it('counts paths and this site’s origins as internal, other http(s) addresses as outbound', () => {
    expect(links('<p><a href="/blog/x">a</a> <a href="https://other.example/x">b</a></p>')).toEqual([
      ['good', 1],
      ['good', 1],
    ]);
    expect(links('<p><a href="https://Site.test/blog">a</a></p>', ['https://site.test/'])).toEqual([
      ['good', 1],
      ['bad', 0],
    ]);
    expect(links('<p><a href="https://site.test/blog">a</a></p>')).toEqual([
      ['bad', 0],
      ['good', 1],
    ]);
    expect(links('<p><a href="#top">a</a> <a href="mailto:a@b.c">b</a> <a href="//cdn.example/x">c</a></p>')).toEqual([
      ['bad', 0],
      ['bad', 0],
    ]);
  });

  it('wants alt text on every image: none is ok, a missing one is bad', () => {
    const alt = (html: string) => find(scoreArticle(article({ html })), 'imageAlt');
    expect(alt('<p>No pictures.</p>')).toMatchObject({ status: 'ok', values: { images: 0, withoutAlt: 0 } });
    expect(alt('<img src="/a.png" alt="A jar"><img src="/b.png" alt=\'Beans\'>').status).toBe('good');
    expect(alt('<img src="/a.png" alt="A jar"><img src="/b.png" alt=" "><img src="/c.png">')).toMatchObject({
      status: 'bad',
      values: { images: 3, withoutAlt: 2 },
    });
  });
});

describe('other scripts', () => {
  it('scores a right-to-left article: Arabic vowel marks do not hide the keyphrase', () => {
    const sentence = 'نحضر القهوة الباردة في البيت بسهولة كل يوم. ';
    const report = scoreArticle({
      keyphrase: 'القهوة الباردة',
      title: 'القَهوةُ البارِدةُ في المنزل: دليل بسيط للمبتدئين',
      metaDescription: 'تعلم تحضير القهوة الباردة في المنزل خطوة بخطوة.',
      slug: 'القهوة-الباردة',
      html: `<p>${sentence}</p><h2>لماذا القهوة الباردة</h2><p>${sentence.repeat(3)}</p>`,
      languageCode: 'ar',
    });
    expect(find(report, 'keyphraseInTitle').status).toBe('good');
    expect(find(report, 'keyphraseInIntroduction').status).toBe('good');
    expect(find(report, 'keyphraseInSubheading').status).toBe('good');
    expect(find(report, 'keyphraseInSlug').status).toBe('good');
    expect(find(report, 'readability').values).toMatchObject({ formula: 'averageSentenceLength', score: 8 });
  });

  it('scores a Japanese article with its keyphrase in kana and kanji', () => {
    const report = scoreArticle({
      keyphrase: 'コーヒーの淹れ方',
      title: 'おいしいコーヒーの淹れ方：初心者のための完全ガイド',
      metaDescription: '',
      slug: 'コーヒーの淹れ方',
      html: `<p>コーヒーの淹れ方を説明します。</p><h2>道具</h2><p>${'お湯を沸かして豆を挽きます。'.repeat(5)}</p>`,
      languageCode: 'ja',
    });
    expect(find(report, 'keyphraseInTitle').status).toBe('good');
    expect(find(report, 'keyphraseInIntroduction').status).toBe('good');
    expect(find(report, 'keyphraseInSlug').status).toBe('good');
    expect(find(report, 'sentenceLength').values).toEqual({ share: 0, long: 0, sentences: 6 });
  });
});

describe('an empty keyphrase', () => {
  it('fails every keyphrase check and says the keyphrase is missing', () => {
    for (const keyphrase of ['', '  ', '?!']) {
      const report = scoreArticle(article({ keyphrase }));
      const keyphraseChecks = report.checks.filter((item) => 'keyphraseMissing' in item.values);
      expect(keyphraseChecks.map((item) => item.id)).toEqual([
        'keyphraseInTitle',
        'keyphraseInIntroduction',
        'keyphraseInSubheading',
        'keyphraseInSlug',
        'keyphraseInMetaDescription',
        'keyphraseDensity',
      ]);
      for (const item of keyphraseChecks)
        expect(item).toMatchObject({ status: 'bad', values: { keyphraseMissing: true } });
      expect(report.score).toBe(Math.round((100 * (106 - 48)) / 106));
    }
  });
});
