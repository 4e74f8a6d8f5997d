import { describe, expect, it } from 'vitest';
import {
  escapeLittleText,
  LINKEDIN_MAX_CHARACTERS,
  linkedInLength,
  SEE_MORE_CHARACTERS,
  seeMoreFold,
  toLinkedInText,
} from '../../shared/src/domain/linkedin-text.ts';

const plain = (markdown: string) => toLinkedInText(markdown, { unicodeStyles: false });
const styled = (markdown: string) => toLinkedInText(markdown, { unicodeStyles: true });

describe('toLinkedInText', () => {
  it('keeps paragraphs apart with one blank line, and single line breaks as line breaks', () => {
    expect(plain('First paragraph.\n\n\n\nSecond one,\nwith a second line.')).toBe(
      'First paragraph.\n\nSecond one,\nwith a second line.',
    );
  });

  it('writes bullet lists as • lines, whatever the markdown marker', () => {
    expect(plain('Three habits:\n\n- write\n- read\n- rest')).toBe('Three habits:\n\n• write\n• read\n• rest');
    expect(plain('* one\n* two')).toBe('• one\n• two');
    expect(plain('+ one\n+ two')).toBe('• one\n• two');
  });

  it('writes ordered lists as numbered lines, from their first number', () => {
    expect(plain('1. plan\n2. build\n3. ship')).toBe('1. plan\n2. build\n3. ship');
    expect(plain('4. review\n5. repeat')).toBe('4. review\n5. repeat');
  });

  it('indents nested lists under their item', () => {
    expect(plain('- fruit\n  - apple\n  - pear\n- bread\n\n1. first\n   - detail')).toBe(
      '• fruit\n   • apple\n   • pear\n• bread\n\n1. first\n   • detail',
    );
  });

  it('writes a link as its label and its URL, or the bare URL when the label is the address', () => {
    expect(plain('Read [our guide](https://example.com/guide) today.')).toBe(
      'Read our guide (https://example.com/guide) today.',
    );
    expect(plain('[https://example.com](https://example.com)')).toBe('https://example.com');
    expect(plain('[example.com](https://example.com/)')).toBe('https://example.com/');
    expect(plain('See https://example.com/page for more.')).toBe('See https://example.com/page for more.');
    expect(plain('Write to <jane@example.com> or <https://example.com>.')).toBe(
      'Write to jane@example.com or https://example.com.',
    );
  });

  it('keeps hashtags and mentions as written', () => {
    expect(plain('Thanks @Jane Doe and @acme!\n\n#growth #AI #تسويق')).toBe(
      'Thanks @Jane Doe and @acme!\n\n#growth #AI #تسويق',
    );
  });

  it('does not read a hashtag at the start of a line as a heading', () => {
    expect(plain('#hiring #remote')).toBe('#hiring #remote');
  });

  it('resolves markdown escapes and entities to the characters they stand for', () => {
    expect(plain('2 \\* 3 \\_is\\_ six, \\# not a heading \\[or a link\\] &amp; a \\\\ backslash')).toBe(
      '2 * 3 _is_ six, # not a heading [or a link] & a \\ backslash',
    );
  });

  it('leaves emoji untouched, including joined and flagged ones', () => {
    const emoji = 'Launch day 🚀 👩🏽‍💻 🇫🇷 ❤️';
    expect(plain(emoji)).toBe(emoji);
    expect(styled(`**${emoji}**`)).toBe('𝗟𝗮𝘂𝗻𝗰𝗵 𝗱𝗮𝘆 🚀 👩🏽‍💻 🇫🇷 ❤️');
  });

  it('leaves Arabic and Hebrew text untouched, even when bold', () => {
    const arabic = 'مرحبا بكم في منشوري الأول على لينكدإن';
    const hebrew = 'שלום לכולם';
    expect(plain(`${arabic}\n\n${hebrew}`)).toBe(`${arabic}\n\n${hebrew}`);
    expect(styled(`**${arabic}** - ${hebrew}`)).toBe(`${arabic} - ${hebrew}`);
  });

  it('writes bold and italic as plain letters when Unicode styles are off', () => {
    expect(plain('A **bold** move and an *italic* one, __both__ _kinds_, ***together***.')).toBe(
      'A bold move and an italic one, both kinds, together.',
    );
  });

  it('writes bold, italic and bold italic as Unicode mathematical sans-serif letters when on', () => {
    expect(styled('**Bold 2026**')).toBe('𝗕𝗼𝗹𝗱 𝟮𝟬𝟮𝟲');
    expect(styled('*Italic 7*')).toBe('𝘐𝘵𝘢𝘭𝘪𝘤 7');
    expect(styled('***Both***')).toBe('𝘽𝙤𝙩𝙝');
    expect(styled('plain **bold** plain')).toBe('plain 𝗯𝗼𝗹𝗱 plain');
  });

  it('keeps accented letters readable in bold (they have no mathematical form)', () => {
    expect(styled('**Café**')).toBe('𝗖𝗮𝗳é');
  });

  it('writes headings as their text, bold only when Unicode styles are on', () => {
    expect(plain('# My week\n\nIt went well.')).toBe('My week\n\nIt went well.');
    expect(styled('## My week\n\nIt went well.')).toBe('𝗠𝘆 𝘄𝗲𝗲𝗸\n\nIt went well.');
  });

  it('drops images from the text (they are attached as media)', () => {
    expect(plain('Before\n\n![A chart](https://cdn.example.com/chart.png)\n\nAfter ![inline](x.png) end')).toBe(
      'Before\n\nAfter  end',
    );
  });

  it('keeps a link label styled but its URL plain', () => {
    expect(styled('[**Docs**](https://example.com/docs)')).toBe('𝗗𝗼𝗰𝘀 (https://example.com/docs)');
  });

  it('keeps quotes, code and task lists readable as plain text', () => {
    expect(plain('> A quote\n> on two lines\n\nAfter')).toBe('A quote\non two lines\n\nAfter');
    expect(plain('Run `npm start` then:\n\n```\nnpm test\n```')).toBe('Run npm start then:\n\nnpm test');
    expect(plain('- [ ] to do\n- [x] done')).toBe('• ☐ to do\n• ☑ done');
    expect(plain('I <3 AT&T and "quotes"')).toBe('I <3 AT&T and "quotes"');
  });

  it('gives an empty text for empty markdown', () => {
    expect(plain('')).toBe('');
    expect(plain('\n\n  \n')).toBe('');
  });
});

describe('linkedInLength and the 3,000-character rule', () => {
  it('counts UTF-16 code units: an emoji or a Unicode bold letter counts 2', () => {
    expect(linkedInLength('abc')).toBe(3);
    expect(linkedInLength('🚀')).toBe(2);
    expect(linkedInLength('𝗕')).toBe(2);
    expect(linkedInLength('مرحبا')).toBe(5);
  });

  it('counts the converted text: markdown over 3,000 characters can fit', () => {
    // 50 paragraphs with a bold phrase, and a chart: the bold marks and the image
    // address are markdown only, LinkedIn never receives them.
    const paragraph = '**Week 1** was about listening to customers, twice a day.';
    const chart = `![Our weekly chart](https://cdn.example.com/linkedin-posts/${'c'.repeat(200)}.png)`;
    const markdown = [...Array.from({ length: 50 }, () => paragraph), chart].join('\n\n');
    expect(markdown.length).toBeGreaterThan(LINKEDIN_MAX_CHARACTERS);
    expect(linkedInLength(plain(markdown))).toBeLessThanOrEqual(LINKEDIN_MAX_CHARACTERS);
  });

  it('counts the converted text: markdown under 3,000 characters can exceed it in Unicode bold', () => {
    const markdown = `**${'Bold words fill the post. '.repeat(70).trim()}**`;
    expect(markdown.length).toBeLessThanOrEqual(LINKEDIN_MAX_CHARACTERS);
    expect(linkedInLength(plain(markdown))).toBeLessThanOrEqual(LINKEDIN_MAX_CHARACTERS);
    expect(linkedInLength(styled(markdown))).toBeGreaterThan(LINKEDIN_MAX_CHARACTERS);
  });
});

describe('seeMoreFold', () => {
  it('shows a short post whole', () => {
    expect(seeMoreFold('Short and sweet.')).toEqual({ preview: 'Short and sweet.', folded: false });
    expect(seeMoreFold('One\nTwo\nThree')).toEqual({ preview: 'One\nTwo\nThree', folded: false });
  });

  it('folds after three lines', () => {
    expect(seeMoreFold('One\n\nTwo\nThree\nFour')).toEqual({ preview: 'One\n\nTwo', folded: true });
  });

  it('folds after about 210 characters, at the end of a word', () => {
    const text = 'word '.repeat(60).trim();
    const { preview, folded } = seeMoreFold(text);
    expect(folded).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(SEE_MORE_CHARACTERS);
    expect(preview.length).toBeGreaterThan(SEE_MORE_CHARACTERS - 6);
    expect(preview.endsWith('word')).toBe(true);
  });

  it('never cuts inside a word', () => {
    const text = `${'a'.repeat(205)} extraordinary ending`;
    expect(seeMoreFold(text)).toEqual({ preview: 'a'.repeat(205), folded: true });
  });

  it('never cuts inside a surrogate pair', () => {
    const text = '𝗕'.repeat(200);
    const { preview, folded } = seeMoreFold(text);
    expect(folded).toBe(true);
    expect(preview).toBe('𝗕'.repeat(105));
  });
});

describe('escapeLittleText', () => {
  it("escapes every character LinkedIn's little text format reserves", () => {
    expect(escapeLittleText('a\\b|c{d}e@f[g]h(i)j<k>l*m_n~o')).toBe(
      'a\\\\b\\|c\\{d\\}e\\@f\\[g\\]h\\(i\\)j\\<k\\>l\\*m\\_n\\~o',
    );
  });

  it('writes hashtags as the hashtag template so they stay hashtags', () => {
    expect(escapeLittleText('Hiring now #remote #AI_jobs')).toBe(
      'Hiring now {hashtag|\\#|remote} {hashtag|\\#|AI\\_jobs}',
    );
    expect(escapeLittleText('#تسويق رقمي')).toBe('{hashtag|\\#|تسويق} رقمي');
  });

  it('escapes a # that does not start a hashtag', () => {
    expect(escapeLittleText('We ranked #1 in C# (really)')).toBe('We ranked \\#1 in C\\# \\(really\\)');
  });

  it('escapes mentions as text and keeps emoji and plain text as is', () => {
    expect(escapeLittleText('Thanks @Jane 🎉 — see https://example.com/a_b')).toBe(
      'Thanks \\@Jane 🎉 — see https://example.com/a\\_b',
    );
  });
});
