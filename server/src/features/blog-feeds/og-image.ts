/**
 * Social cards: a 1200×630 PNG of an article's title, site and category, for articles without a
 * featured image networks can show (`ogImageUrl` in lib/site-urls.ts). Satori lays the card out
 * as SVG with the Noto Sans fonts of the npm packages (WOFF: Satori reads no WOFF2), resvg draws
 * it. CJK fonts are tens of megabytes, so a title or category in Chinese, Japanese or Korean is
 * not drawn: that card shows the site (and a category it can draw) only; the page's og:title
 * still carries the title.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PADDING_INLINE = 72;
const PADDING_BLOCK = 56;
// Satori's boxes grow by their padding (content-box), so the card's content box is the image less it.
const CONTENT_WIDTH = OG_WIDTH - 2 * PADDING_INLINE;
const CONTENT_HEIGHT = OG_HEIGHT - 2 * PADDING_BLOCK;

const require = createRequire(import.meta.url);

/**
 * The font files, one per package and script subset, in fallback order. Each file is its own
 * family: Satori keeps one font per family, weight and style, so subsets sharing a name would hide
 * each other.
 */
const FONT_FILES: ReadonlyArray<{ package: string; subsets: readonly string[] }> = [
  {
    package: 'noto-sans',
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  },
  { package: 'noto-sans-arabic', subsets: ['arabic'] },
  { package: 'noto-sans-hebrew', subsets: ['hebrew'] },
  { package: 'noto-sans-devanagari', subsets: ['devanagari'] },
  { package: 'noto-sans-tamil', subsets: ['tamil'] },
  { package: 'noto-sans-telugu', subsets: ['telugu'] },
  { package: 'noto-sans-kannada', subsets: ['kannada'] },
  { package: 'noto-sans-malayalam', subsets: ['malayalam'] },
];
const WEIGHTS = [400, 700] as const;
const FAMILIES = FONT_FILES.flatMap((font) =>
  font.subsets.map((subset) => ({ ...font, subset, family: `${font.package}-${subset}` })),
);
const FONT_STACK = FAMILIES.map((font) => `"${font.family}"`).join(', ');

let loadedFonts: Font[] | undefined;

/** The fonts, read from disk once, on the first card. */
function fonts(): Font[] {
  loadedFonts ??= FAMILIES.flatMap((font) =>
    WEIGHTS.map((weight) => {
      const file = require.resolve(`@fontsource/${font.package}/files/${font.family}-${weight}-normal.woff`);
      return { name: font.family, data: readFileSync(file), weight, style: 'normal' as const };
    }),
  );
  return loadedFonts;
}

const EMOJI = /\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}\p{Extended_Pictographic})*/gu;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

export interface CardContent {
  title: string;
  siteName: string;
  category: string;
  /** The host shown at the bottom of the card, e.g. blog.wordloom.app. */
  host: string;
}

type CardNode = Parameters<typeof satori>[0];

function node(type: string, style: Record<string, string | number>, children?: CardNode | CardNode[]): CardNode {
  return { type, key: null, props: { style, children } } as unknown as CardNode;
}

/** A shorter title draws larger; a long one smaller, and at most four lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 80) return 60;
  return 50;
}

/** Mantine's indigo (client/src/lib/theme.ts is the app's primary colour). */
const INDIGO = { 0: '#edf2ff', 2: '#bac8ff', 4: '#748ffc', 6: '#4c6ef5', 8: '#3b5bdb', 9: '#364fc7' };

function cardTree(content: CardContent): CardNode {
  const rtl = RIGHT_TO_LEFT.test(content.title);
  const header = node('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
    node(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 64,
        height: 64,
        borderRadius: 16,
        backgroundColor: '#ffffff',
        color: INDIGO[8],
        fontSize: 40,
        fontWeight: 700,
      },
      'W',
    ),
    node('div', { display: 'flex', fontSize: 36, fontWeight: 700, color: '#ffffff' }, content.siteName),
  ]);
  const category = content.category
    ? node(
        'div',
        {
          display: 'flex',
          alignSelf: rtl ? 'flex-end' : 'flex-start',
          maxWidth: CONTENT_WIDTH,
          padding: '8px 20px',
          borderRadius: 999,
          backgroundColor: 'rgba(255, 255, 255, 0.16)',
          color: INDIGO[0],
          fontSize: 28,
          fontWeight: 700,
          marginBottom: 24,
        },
        content.category,
      )
    : null;
  const title = content.title
    ? node(
        'div',
        {
          display: 'block',
          width: CONTENT_WIDTH,
          fontSize: titleSize(content.title),
          fontWeight: 700,
          lineHeight: 1.2,
          color: '#ffffff',
          lineClamp: 4,
          textAlign: rtl ? 'right' : 'left',
        },
        content.title,
      )
    : null;
  const body = node(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: CONTENT_WIDTH },
    [category, title].filter((child) => child !== null),
  );
  const footer = node('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
    node('div', { display: 'flex', fontSize: 28, color: INDIGO[2] }, content.host),
    node('div', { display: 'flex', width: 160, height: 10, borderRadius: 5, backgroundColor: INDIGO[4] }),
  ]);
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: CONTENT_WIDTH,
      height: CONTENT_HEIGHT,
      padding: `${PADDING_BLOCK}px ${PADDING_INLINE}px`,
      backgroundImage: `linear-gradient(135deg, #1b2559 0%, ${INDIGO[9]} 55%, ${INDIGO[6]} 100%)`,
      fontFamily: FONT_STACK,
    },
    [header, body, footer],
  );
}

/**
 * Lays the card out as SVG, and tells which pieces of text no font covers: Satori asks
 * `loadAdditionalAsset` for each of them.
 */
async function layOut(content: CardContent): Promise<{ svg: string; uncovered: string[] }> {
  const uncovered: string[] = [];
  const svg = await satori(cardTree(content), {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: fonts(),
    loadAdditionalAsset: async (_language, segment) => {
      uncovered.push(segment);
      return [];
    },
  });
  return { svg, uncovered };
}

/** The characters of `text` no card font can draw (an empty list when all are covered). */
export async function uncoveredText(text: string): Promise<string[]> {
  return (await layOut({ title: text, siteName: '', category: '', host: '' })).uncovered;
}

/**
 * The card as PNG bytes. Emoji are left out (no colour font); a title or category in a script
 * without a font (CJK) is not drawn rather than drawn as empty boxes.
 */
export async function renderCard(content: CardContent): Promise<Buffer> {
  const drawn = {
    ...content,
    title: content.title.replace(EMOJI, '').trim(),
    category: content.category.replace(EMOJI, '').trim(),
  };
  let { svg, uncovered } = await layOut(drawn);
  if (uncovered.length > 0) {
    const covers = (text: string) => !uncovered.some((segment) => text.includes(segment));
    ({ svg } = await layOut({
      ...drawn,
      title: covers(drawn.title) ? drawn.title : '',
      category: covers(drawn.category) ? drawn.category : '',
    }));
  }
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** A bounded least-recently-used map: reading an entry makes it the newest. */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
