import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TEMPLATE_CATEGORIES, type TTemplateCategory } from '@wordloom/shared/reference/linkedin-templates';

/** The library's categories in the user's language; the stored and filtered value stays the English name. */
const CATEGORY_LABELS: Record<TTemplateCategory, MessageDescriptor> = {
  Storytelling: msg`Storytelling`,
  Lessons: msg`Lessons`,
  'How-to': msg`How-to`,
  Opinion: msg`Opinion`,
  'Case study': msg`Case study`,
  Announcements: msg`Announcements`,
  Career: msg`Career`,
  Hiring: msg`Hiring`,
  Events: msg`Events`,
  Engagement: msg`Engagement`,
  Carousel: msg`Carousel`,
  'Personal brand': msg`Personal brand`,
};

function isLibraryCategory(category: string): category is TTemplateCategory {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(category);
}

/** A category's name to show: the library's translated, a user's own as they wrote it. */
export function categoryLabel(i18n: I18n, category: string): string {
  return isLibraryCategory(category) ? i18n._(CATEGORY_LABELS[category]) : category;
}

export { TEMPLATE_CATEGORIES };
