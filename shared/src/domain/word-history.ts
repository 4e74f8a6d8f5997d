/**
 * Why words moved. A ledger row stores the reason as codes (shown in the user's language) and
 * in English (readable in the database and by support); a free-text note, such as an admin's,
 * has no reason and is shown as written.
 */
import type { TGenerationKind } from '../schemas/ai.ts';

const KIND_NAMES: Record<TGenerationKind, string> = {
  linkedin_post: 'LinkedIn post',
  article_keywords: 'Article keywords',
  article_titles: 'Article titles',
  article_outline: 'Article outline',
  article_body: 'Article',
  article_section: 'Article section',
  article_translation: 'Article translation',
  tool_run: 'Tool run',
};

const REASON_TEXTS = {
  signup_bonus: 'Free words for signing up',
  referral_bonus: 'Referral bonus',
  plan_words: 'Plan words for this period',
  word_pack: 'Word pack purchased',
  expired: 'Words expired',
  unfinished_work: 'Reserved words returned (work did not finish)',
  reserved: 'Reserved for: {kind}',
  written: '{kind} written',
  template_draft: 'Reserved words returned (template draft, not charged)',
  generation_cancelled: 'Reserved words returned (generation cancelled)',
  generation_abandoned: 'Reserved words returned (generation abandoned)',
  generation_failed: 'Reserved words returned (generation failed)',
  generation_unfinished: 'Reserved words returned (generation did not finish)',
} as const;

export type WordReason = keyof typeof REASON_TEXTS;
/** The reasons whose text names what was generated. */
type KindReason = {
  [R in WordReason]: (typeof REASON_TEXTS)[R] extends `${string}{kind}${string}` ? R : never;
}[WordReason];

export type WordDescription =
  | { reason: Exclude<WordReason, KindReason>; kind?: undefined }
  | { reason: KindReason; kind: TGenerationKind };

/** The English text stored with a ledger row. */
export function describeWords(description: WordDescription): string {
  const text: string = REASON_TEXTS[description.reason];
  return description.kind ? text.replace('{kind}', KIND_NAMES[description.kind]) : text;
}

/** What a ledger row says about itself: a reason the product knows, or a free-text note. */
export type LedgerNote = WordDescription | string;
