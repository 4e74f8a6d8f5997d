/**
 * The generated article as the writer streams it (markdown: an optional `# title`, the
 * introduction, then one `## heading` per section) and as the session keeps it (sections).
 *
 * A section's kind comes from its place, not its heading's words (which are in the article's
 * language): the writer is asked for the key takeaways first and the FAQ last when they are
 * wanted, and the outline's sections in order between them.
 */
import { marked } from 'marked';
import type { TOutlineSection } from '../schemas/ai.ts';
import type { TArticleSection, TGeneratedArticle } from '../schemas/article-writer.ts';

/** What the article was asked to hold, to tell its sections apart. */
export interface ArticlePlan {
  outline: readonly TOutlineSection[];
  includeKeyTakeaways: boolean;
  includeFaq: boolean;
}

const HEADING_LINE = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/;

/** The session's limits (ZGeneratedArticle, ZArticleSection): a longer answer is kept inside them, never refused. */
const MAX_SECTIONS = 40;
const MAX_HEADING_LENGTH = 200;
const MAX_SECTION_LENGTH = 30_000;

interface RawSection {
  heading: string;
  lines: string[];
}

/** The title (a leading `# ` line) and the text cut at each level-2 heading; deeper headings stay inside. */
function cut(markdown: string): { title: string | null; introduction: string[]; sections: RawSection[] } {
  let title: string | null = null;
  const introduction: string[] = [];
  const sections: RawSection[] = [];
  let inFence = false;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING_LINE.exec(line);
    if (heading && heading[1] === '#' && title === null && sections.length === 0 && isBlank(introduction)) {
      title = headingText(heading[2]!);
      continue;
    }
    // Past the most sections a session holds (one is the introduction), headings stay as text of the last one.
    if (heading && (heading[1] === '##' || heading[1] === '#') && sections.length < MAX_SECTIONS - 1) {
      sections.push({ heading: headingText(heading[2]!), lines: [] });
      continue;
    }
    (sections.at(-1)?.lines ?? introduction).push(line);
  }
  return { title, introduction, sections };
}

function isBlank(lines: readonly string[]): boolean {
  return lines.every((line) => line.trim() === '');
}

function body(lines: readonly string[]): string {
  return lines.join('\n').trim().slice(0, MAX_SECTION_LENGTH);
}

/** A heading as one short line (see singleLine). */
function headingText(text: string): string {
  return singleLine(text, MAX_HEADING_LENGTH);
}

/**
 * A writer's text as a one-line field of the session holds it: control characters (a stray tab,
 * a line break) as spaces, at most `max` characters. The session's schema refuses them, and a
 * run's answer that failed it could not be saved.
 */
export function singleLine(text: string, max: number): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * The article's sections from the writer's markdown, whole or still streaming (the last section
 * then holds what has come so far). Ids are stable by place: `intro`, `takeaways`, `s1`…`sN`,
 * `faq`, so a page keeps its place as the text grows.
 */
export function splitArticleMarkdown(
  markdown: string,
  plan: ArticlePlan,
): { title: string | null; sections: TArticleSection[] } {
  const { title, introduction, sections } = cut(markdown);
  const result: TArticleSection[] = [];
  if (!isBlank(introduction) || sections.length === 0) {
    result.push({ id: 'intro', kind: 'introduction', heading: '', points: [], markdown: body(introduction) });
  }
  // Trusts the order asked for: a writer that leaves a part out shifts the kinds, never the text.
  const offset = plan.includeKeyTakeaways ? 1 : 0;
  sections.forEach((section, index) => {
    const markdown = body(section.lines);
    const position = index - offset;
    if (index < offset) {
      result.push({ id: 'takeaways', kind: 'takeaways', heading: section.heading, points: [], markdown });
    } else if (plan.includeFaq && position === plan.outline.length) {
      result.push({ id: 'faq', kind: 'faq', heading: section.heading, points: [], markdown });
    } else {
      const points = plan.outline[position]?.points ?? [];
      result.push({ id: `s${position + 1}`, kind: 'section', heading: section.heading, points: [...points], markdown });
    }
  });
  return { title, sections: result };
}

/** A regenerated section's text without the heading line the writer may have repeated. */
export function sectionMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').trim().split('\n');
  if (lines[0] && HEADING_LINE.test(lines[0])) lines.shift();
  return body(lines);
}

/** The article's body as markdown: the introduction, then each section under its `##` heading (no title line). */
export function articleBodyMarkdown(article: Pick<TGeneratedArticle, 'sections'>): string {
  return article.sections
    .map((section) => (section.heading ? `## ${section.heading}\n\n${section.markdown}` : section.markdown))
    .filter((part) => part.trim() !== '')
    .join('\n\n');
}

/** The article's body as HTML (unsanitised: the server sanitises what it stores, the browser what it shows). */
export function articleBodyHtml(article: Pick<TGeneratedArticle, 'sections'>): string {
  return marked.parse(articleBodyMarkdown(article), { async: false, gfm: true });
}
