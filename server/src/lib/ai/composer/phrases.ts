/**
 * What the template composer says in one language: every sentence of a LinkedIn post draft,
 * written by the team for that language (never translated at run time). A table holds no facts
 * about the topic, so a draft never says something false, and no bracketed notes to fill in.
 */
import type { WRITING_STYLES } from '@wordloom/shared/schemas/ai';

/** What a post sets out to do, read from its free-text intent. */
export type PostAim = 'educate' | 'promote' | 'engage' | 'other';

export interface PostPhrases {
  /** The opening line; the only sentence that quotes the topic. */
  hooks: Record<(typeof WRITING_STYLES)[number], (topic: string) => string>;
  forAudience: (icp: string) => string;
  /** Why the subject matters, one paragraph each, used in order as the length allows. */
  context: readonly string[];
  /** Practical advice, one bullet each, used in order as the length allows. */
  points: readonly string[];
  /** The post's aim; `other` quotes the intent as written. */
  aims: { educate: string; promote: string; engage: string; other: (intent: string) => string };
  callsToAction: Record<PostAim, string>;
  problem: readonly string[];
  story: readonly string[];
  lesson: readonly string[];
  category: (category: string) => string;
  /** Introduces the writer's extra guidance, which is quoted as written. */
  guidance: (guidance: string) => string;
  /** A template's thanks section: thanks to the people behind the work, naming no one. */
  thanks: readonly string[];
  /** Introduces a repurposed text's first sentences, restated as the post's body. */
  sourceLead: string;
  /** Words that make no hashtag on their own ("should", "weekly"), lower case, separated by spaces. */
  notHashtags: string;
  /** Tags used when the topic and category give fewer than two. */
  fallbackTags: readonly string[];
}
