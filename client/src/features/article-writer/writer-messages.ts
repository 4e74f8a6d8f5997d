import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TSearchIntent } from '@wordloom/shared/schemas/ai';

/** A keyword idea's search intent, as the select keywords step shows it. */
export const SEARCH_INTENT_NAMES: Record<TSearchIntent, MessageDescriptor> = {
  informational: msg`Informational`,
  navigational: msg`Navigational`,
  commercial: msg`Commercial`,
  transactional: msg`Transactional`,
};

/** Step 1's keyword field left empty. */
export const KEYWORD_REQUIRED = msg`Please enter a keyword.`;
