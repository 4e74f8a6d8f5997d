import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WordReason } from '@wordloom/shared/domain/word-history';
import type { TGenerationKind } from '@wordloom/shared/schemas/ai';
import { KIND_NAMES } from '../ai/messages.ts';

interface HistoryRow {
  description: string;
  reason: WordReason | null;
  reasonKind: TGenerationKind | null;
}

/**
 * A word-history row's description in the user's language, from its reason codes
 * (shared/src/domain/word-history); a free-text note is shown as it was written.
 */
export function wordRowDescription(i18n: I18n, { description, reason, reasonKind }: HistoryRow): string {
  switch (reason) {
    case null:
      return description;
    case 'signup_bonus':
      return i18n._(msg`Free words for signing up`);
    case 'referral_bonus':
      return i18n._(msg`Referral bonus`);
    case 'plan_words':
      return i18n._(msg`Plan words for this period`);
    case 'word_pack':
      return i18n._(msg`Word pack purchased`);
    case 'expired':
      return i18n._(msg`Words expired`);
    case 'unfinished_work':
      return i18n._(msg`Reserved words returned (work did not finish)`);
    case 'template_draft':
      return i18n._(msg`Reserved words returned (template draft, not charged)`);
    case 'generation_cancelled':
      return i18n._(msg`Reserved words returned (generation cancelled)`);
    case 'generation_abandoned':
      return i18n._(msg`Reserved words returned (generation abandoned)`);
    case 'generation_failed':
      return i18n._(msg`Reserved words returned (generation failed)`);
    case 'generation_unfinished':
      return i18n._(msg`Reserved words returned (generation did not finish)`);
    case 'reserved': {
      if (!reasonKind) return description;
      const kind = i18n._(KIND_NAMES[reasonKind]);
      return i18n._(msg`Reserved for: ${kind}`);
    }
    case 'written': {
      if (!reasonKind) return description;
      const kind = i18n._(KIND_NAMES[reasonKind]);
      return i18n._(msg`${kind} written`);
    }
  }
}
