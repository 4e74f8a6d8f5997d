/**
 * Templates and the creation form (issue 12 point 5): choosing a template fills the form, and a
 * post can be turned into a template of its own ("save as template").
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { TPostCreationMethod } from '../schemas/linkedin.ts';
import { countWords } from './word-count.ts';

/** What applyTemplate needs of a template: a library one or one the user saved. */
export interface TTemplateChoice {
  id: string;
  category: string;
  structure: string;
  examplePost: string;
}

/** The creation form's fields a template sets. */
export interface TTemplateFormFields {
  templateId?: string;
  templateStructure?: string;
  templateExamplePost?: string;
  postCreationMethod?: TPostCreationMethod;
  category?: string;
}

/**
 * The creation form with `template` chosen: its id, structure and example are kept on the post,
 * the method becomes "From Template", and the template's category fills the category only when
 * the user has not written one (their own choice wins).
 */
export function applyTemplate<TForm extends TTemplateFormFields>(
  form: TForm,
  template: TTemplateChoice,
): TForm & {
  templateId: string;
  templateStructure: string;
  templateExamplePost: string;
  postCreationMethod: 'From Template';
  category: string;
} {
  return {
    ...form,
    templateId: template.id,
    templateStructure: template.structure,
    templateExamplePost: template.examplePost,
    postCreationMethod: 'From Template',
    category: form.category?.trim() ? form.category : template.category,
  };
}

/** A paragraph made only of hashtags ("#growth #ai"). */
const HASHTAGS_ONLY = /^(?:#[\p{L}\p{M}\p{N}_]+[\s,]*)+$/u;
const HAS_HASHTAG = /(?:^|\s)#[\p{L}\p{M}\p{N}_]+/u;

/**
 * A template made from a post: its structure has one line per paragraph saying that paragraph's
 * role, read from its place in the post ("Opening line", "Point 1"…, a list, "Call to action"
 * when the last paragraph asks a question or carries hashtags, "Hashtags" for a closing line of
 * tags), and its example is the post itself. The topic is named in the opening line's hint, so
 * the writer sees what the original post was about.
 */
export function templateFromPost({ content, topic }: { content: string; topic?: string }): {
  structure: string;
  examplePost: string;
} {
  const blocks = new Lexer({ gfm: true })
    .lex(content.replace(/\r\n?/g, '\n'))
    .filter((token) => token.type !== 'space' && token.type !== 'def' && token.raw.trim() !== '');
  const lines: string[] = [];
  let closingTags: string | null = null;
  const last = blocks.at(-1);
  if (last && blocks.length > 1 && HASHTAGS_ONLY.test(last.raw.trim())) {
    blocks.pop();
    const count = last.raw.trim().split(/[\s,]+/u).length;
    closingTags = `Hashtags: ${count === 1 ? 'one hashtag' : `${count} hashtags`} on the last line`;
  }
  let point = 0;
  blocks.forEach((block, index) => {
    const text = block.raw.trim();
    const isLast = index === blocks.length - 1;
    if (index === 0) {
      lines.push(openingLine(topic));
    } else if (isLast && /[?？؟]\s*(?:#[\p{L}\p{M}\p{N}_]+\s*)*$/u.test(text)) {
      lines.push('Call to action: a question that invites readers to answer in the comments');
    } else if (isLast && HAS_HASHTAG.test(text)) {
      lines.push('Call to action: what the reader should do next, with the hashtags');
    } else {
      point += 1;
      lines.push(`Point ${point}: ${roleOf(block)}`);
    }
  });
  if (closingTags) lines.push(closingTags);
  return { structure: lines.join('\n'), examplePost: content.trim() };
}

function openingLine(topic: string | undefined): string {
  const about = topic?.trim() ? ` (the example opens on "${topic.trim().replace(/\s+/gu, ' ')}")` : '';
  return `Opening line: one or two short sentences that make the reader stop scrolling${about}`;
}

/** What a middle paragraph does, in words a writer can follow. */
function roleOf(block: Token): string {
  if (block.type === 'list') {
    const list = block as Tokens.List;
    const kind = list.ordered ? 'numbered' : 'bulleted';
    return `a ${kind} list of ${list.items.length} items, one line each`;
  }
  if (block.type === 'heading') return 'a short title line for the next part';
  const words = countWords(block.raw);
  return `one idea in a short paragraph (about ${Math.max(5, Math.round(words / 5) * 5)} words)`;
}
