/**
 * The template composer: what writes when no AI provider is configured (so `npm start` works
 * without a key) and what takes over when the active provider fails. It builds a deterministic
 * draft from the inputs alone: the same inputs always give the same text.
 *
 * What it cannot do, by design: it does not translate (the draft's wording is English whatever
 * language was asked for), it does not imitate the template's example post or follow free-text
 * guidance, and it states no facts about the topic. Where a fact or an example belongs it leaves
 * a bracketed note for the writer to fill in, so the draft never says something false.
 */
import type {
  POINTS_OF_VIEW,
  TArticleBodyInputs,
  TArticleKeywordInputs,
  TArticleOutlineInputs,
  TArticleTitleInputs,
  TLinkedInPostInputs,
} from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';
import {
  isStructuredRequest,
  resultText,
  type StructuredRequest,
  type StructuredResults,
  type TextRequest,
  type TKeywordIdeas,
  type TOutline,
  type TTitleIdeas,
} from './structured.ts';
import { throwIfAborted, type Writer, type WriterCall } from './writer.ts';

export const OFFLINE_MODEL = 'template-composer';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "solar panels" → "Solar Panels" (small words stay lower case inside a title). */
function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);
  return text
    .split(/\s+/u)
    .map((word, index) => (index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(' ');
}

function withoutEndPunctuation(text: string): string {
  return text.trim().replace(/[.!?…:;,]+$/u, '');
}

/** "A, B and C" */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

// ── LinkedIn post ──────────────────────────────────────────────────────────────────────────────

const HOOKS: Record<TLinkedInPostInputs['writingStyle'], (topic: string) => string> = {
  professional: (topic) => `${capitalise(topic)}: what matters, and what to do about it.`,
  casual: (topic) => `Let's talk about ${topic}.`,
  inspirational: (topic) => `Every step forward on ${topic} counts.`,
  educational: (topic) => `A short guide to ${topic}.`,
  storytelling: (topic) => `Here is how I think about ${topic}.`,
  humorous: (topic) => `${capitalise(topic)}: easier said than done, right?`,
};

const POINTS = [
  (topic: string) => `Start small: pick one part of ${topic} and make it a habit.`,
  () => 'Measure what changes, not only what you did.',
  () => 'Share what works with your team, and what did not.',
  () => 'Ask the people closest to the work what they would change.',
  () => 'Review after a month and adjust.',
];

/** Sections used when the post has no template structure, by length. */
const DEFAULT_SECTIONS: Record<
  TLinkedInPostInputs['postLength'],
  { points: number; context: boolean; lesson: boolean }
> = {
  short: { points: 1, context: false, lesson: false },
  medium: { points: 3, context: true, lesson: false },
  long: { points: 5, context: true, lesson: true },
};

function callToAction(intent: string | undefined, topic: string): string {
  const aim = intent?.toLowerCase() ?? '';
  if (/educat|teach|inform|learn/u.test(aim)) {
    return `Save this post for later, and share it with someone who is learning about ${topic}.`;
  }
  if (/promot|sell|lead|launch|hire|recruit/u.test(aim)) return `Want to talk about ${topic}? Send me a message.`;
  if (/engag|discuss|conversation|communit/u.test(aim)) {
    return `What is your experience with ${topic}? Tell me in the comments.`;
  }
  return 'What would you add? Share your view in the comments.';
}

/** "#RemoteWork" from "remote work"; only letters and digits survive. */
function hashtag(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? `#${words.map(capitalise).join('')}` : '';
}

/** Words of four letters or more that say nothing on their own, so make no hashtag ("#Should"). */
const NOT_HASHTAGS = new Set(
  (
    'about also been being both could does doing each even every from have having here into just like made make ' +
    'many more most much must need only other over same should some such than that their them then there these ' +
    'they this those very want were what when where which while will with within without would your yours'
  ).split(' '),
);

function hashtags(inputs: TLinkedInPostInputs): string {
  const topicWords = (inputs.topic.match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter(
    (word) => !NOT_HASHTAGS.has(word.toLowerCase()),
  );
  const candidates = [
    inputs.category ? hashtag(inputs.category) : '',
    topicWords.length <= 3 ? hashtag(inputs.topic) : '',
    ...topicWords.map(hashtag),
  ];
  const unique = [...new Set(candidates.filter((tag) => tag.length > 1))];
  return unique.slice(0, 4).join(' ');
}

/** A template structure's section names: one per line, without bullets, numbering or a trailing colon. */
function templateSections(structure: string): string[] {
  return structure
    .split(/\r?\n/u)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•>#]+|\d+[.)])\s*/u, '')
        .replace(/[:：]\s*$/u, '')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

const HOOK_SECTION = /hook|opening|headline/u;

function sectionParagraph(section: string, inputs: TLinkedInPostInputs, topic: string): string {
  const name = section.toLowerCase();
  if (HOOK_SECTION.test(name)) return HOOKS[inputs.writingStyle](topic);
  if (/problem|pain|challenge/u.test(name)) {
    return `The problem with ${topic}: [describe one situation your readers will recognise].`;
  }
  if (/solution|how|steps|tips|advice/u.test(name)) return POINTS.map((point) => `→ ${point(topic)}`).join('\n');
  if (/story|example|experience/u.test(name)) return `[Tell a short, true example of ${topic} from your own work.]`;
  if (/lesson|takeaway|insight|result/u.test(name)) return `The lesson: [what ${topic} taught you].`;
  if (/cta|call to action|question|ask/u.test(name)) return callToAction(inputs.intent, topic);
  return `${capitalise(section)}: [one or two lines on ${topic}].`;
}

/** The post's body by length, when no template structure is given. */
function defaultBody(inputs: TLinkedInPostInputs, topic: string): string[] {
  const shape = DEFAULT_SECTIONS[inputs.postLength];
  const points = POINTS.slice(0, shape.points)
    .map((point) => `→ ${point(topic)}`)
    .join('\n');
  return [
    ...(shape.context ? [`Why it matters: [one sentence on what ${topic} changes for your readers].`] : []),
    points,
    ...(shape.lesson ? [`What I have learned: [your own takeaway on ${topic}].`] : []),
    callToAction(inputs.intent, topic),
  ];
}

function composeLinkedInPost(inputs: TLinkedInPostInputs): string {
  const topic = withoutEndPunctuation(inputs.topic);
  const sections = inputs.templateStructure ? templateSections(inputs.templateStructure) : [];
  const body =
    sections.length > 0
      ? sections.map((section) => sectionParagraph(section, inputs, topic))
      : defaultBody(inputs, topic);
  // A template that opens with its own hook keeps it first; otherwise the post opens with one.
  const [opening, rest] = HOOK_SECTION.test(sections[0]?.toLowerCase() ?? '')
    ? [body[0]!, body.slice(1)]
    : [HOOKS[inputs.writingStyle](topic), body];
  const audience = inputs.icp ? [`This one is for ${inputs.icp}.`] : [];
  const tags = hashtags(inputs);
  return [opening, ...audience, ...rest, ...(tags ? [tags] : [])].join('\n\n');
}

// ── Article steps ──────────────────────────────────────────────────────────────────────────────

function keywordIdeas(inputs: TArticleKeywordInputs): TKeywordIdeas {
  const keyword = withoutEndPunctuation(inputs.keyword).toLowerCase();
  const ideas: [string, string][] = [
    [keyword, 'informational'],
    [`what is ${keyword}`, 'informational'],
    [`${keyword} guide`, 'informational'],
    [`${keyword} tips`, 'informational'],
    [`${keyword} for beginners`, 'informational'],
    [`${keyword} examples`, 'informational'],
    [`best ${keyword}`, 'commercial'],
    [`${keyword} checklist`, 'informational'],
  ];
  if (inputs.contentType === 'Product Review') {
    ideas.push([`${keyword} review`, 'commercial'], [`${keyword} pros and cons`, 'commercial']);
  }
  return { keywords: ideas.map(([idea, intent]) => ({ keyword: idea, intent })) };
}

function titleIdeas(inputs: TArticleTitleInputs): TTitleIdeas {
  const keyword = titleCase(withoutEndPunctuation(inputs.keyword));
  const lower = keyword.toLowerCase();
  const covers = inputs.selectedKeywords.length > 0 ? ` Covers ${listed(inputs.selectedKeywords.slice(0, 3))}.` : '';
  const byType: Record<string, [string, string]> = {
    'How-to Guide': [`How to Get Started With ${keyword}`, `A step-by-step guide to ${lower}.`],
    Listicle: [`7 Things to Know About ${keyword}`, `The points about ${lower} worth knowing first.`],
    'Product Review': [`${keyword} Review: Strengths and Weaknesses`, `An honest look at ${lower}.`],
    'News Article': [`${keyword}: What Is New and What It Means`, `The latest on ${lower}, and why it matters.`],
  };
  const ideas: [string, string][] = [
    ...(byType[inputs.contentType] ? [byType[inputs.contentType]!] : []),
    [`${keyword}: A Complete Guide`, `Everything a reader needs to understand ${lower}.`],
    [`${keyword} Explained: What Matters and Why`, `The essentials of ${lower}, without jargon.`],
    [`Getting Started With ${keyword}`, `First steps with ${lower}, and the mistakes to avoid.`],
    [`${keyword} Best Practices`, `What works with ${lower}, step by step.`],
  ];
  return { titles: ideas.slice(0, 5).map(([title, description]) => ({ title, description: description + covers })) };
}

function outlineOf(inputs: TArticleOutlineInputs): TOutline {
  const keyword = titleCase(withoutEndPunctuation(inputs.keyword));
  const pool = [
    `What Is ${keyword}?`,
    `Why ${keyword} Matters`,
    `How ${keyword} Works`,
    `Getting Started With ${keyword}`,
    `${keyword} Best Practices`,
    `Common ${keyword} Mistakes to Avoid`,
    `Tools and Resources for ${keyword}`,
    `${keyword}: Frequently Asked Questions`,
    ...inputs.selectedKeywords.map((selected) => `${titleCase(selected)} Explained`),
  ];
  const count = inputs.headingsCount;
  if (count === 1) return { headings: [pool[0]!] };
  const body = Array.from({ length: count - 1 }, (_, index) => pool[index] ?? `${keyword}: Part ${index + 1}`);
  return { headings: [...body, 'Conclusion'] };
}

type PointOfView = (typeof POINTS_OF_VIEW)[number];

/** Who speaks in the body, per point of view. */
const VOICE: Record<PointOfView, { reader: string; line: (keyword: string) => string }> = {
  writer: { reader: 'readers', line: (keyword) => `This article looks at ${keyword} step by step.` },
  first_person_singular: { reader: 'you', line: (keyword) => `I will walk through ${keyword} step by step.` },
  first_person_plural: { reader: 'you', line: (keyword) => `We will walk through ${keyword} step by step.` },
  second_person: { reader: 'you', line: (keyword) => `You will see ${keyword} step by step.` },
  third_person: { reader: 'readers', line: (keyword) => `Readers will find ${keyword} explained step by step.` },
};

function articleBody(inputs: TArticleBodyInputs): string {
  const keyword = withoutEndPunctuation(inputs.keyword).toLowerCase();
  const voice = VOICE[inputs.pointOfView];
  const intro = [
    inputs.description ?? `An introduction to ${keyword}.`,
    voice.line(keyword),
    `[Open with a fact, a figure or a question your readers care about, and name its source.]`,
  ].join(' ');
  const sections = inputs.outline.map((heading, index) => {
    const related =
      inputs.selectedKeywords.length > 0 ? inputs.selectedKeywords[index % inputs.selectedKeywords.length] : null;
    const sentences = [
      `This section covers ${withoutEndPunctuation(heading).toLowerCase()}, as part of understanding ${keyword}.`,
      `It sets out the essentials so that ${voice.reader} can put them to use.`,
      related ? `It also touches on ${related}.` : '',
      '[Add a concrete example, a figure or a source here.]',
    ];
    return `## ${heading}\n\n${sentences.filter(Boolean).join(' ')}`;
  });
  return [`# ${inputs.title}`, intro, ...sections].join('\n\n');
}

// ── The writer ─────────────────────────────────────────────────────────────────────────────────

function composeObject(request: StructuredRequest): StructuredResults[StructuredRequest['kind']] {
  switch (request.kind) {
    case 'article_keywords':
      return keywordIdeas(request.inputs);
    case 'article_titles':
      return titleIdeas(request.inputs);
    case 'article_outline':
      return outlineOf(request.inputs);
  }
}

/** The whole draft the composer writes for `request` (a list kind as its plain lines). */
export function composeDraft(request: TextRequest | StructuredRequest): string {
  if (isStructuredRequest(request)) return resultText(request.kind, composeObject(request));
  return request.kind === 'linkedin_post' ? composeLinkedInPost(request.inputs) : articleBody(request.inputs);
}

export function createOfflineComposer(): Writer {
  return {
    provider: 'offline',
    model: OFFLINE_MODEL,
    templateDraft: true,
    async *streamText(call) {
      // Word by word, with the spacing kept, so the page fills in as it does with a model.
      for (const piece of composeDraft(call.request).match(/\s*\S+/gu) ?? []) {
        throwIfAborted(call.signal);
        yield piece;
      }
    },
    async generateObject<T>(call: WriterCall, schema: z.ZodType<T>): Promise<T> {
      throwIfAborted(call.signal);
      if (!isStructuredRequest(call.request)) throw new TypeError(`${call.request.kind} is not a list`);
      return schema.parse(composeObject(call.request));
    },
  };
}
