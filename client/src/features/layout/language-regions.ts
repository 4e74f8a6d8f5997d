import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LanguageRegion } from '@wordloom/shared/languages';

/** The groups the language pickers list the 27 languages under. */
export const LANGUAGE_REGION_NAMES: Record<LanguageRegion, MessageDescriptor> = {
  europe: msg`Europe`,
  middleEast: msg`Middle East`,
  southAsia: msg`South Asia`,
  eastAsia: msg`East and Southeast Asia`,
};
