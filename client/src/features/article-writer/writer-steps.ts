import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TWriterStep } from '@wordloom/shared/schemas/article-writer';

/** The route of each step (spec §2 /article-writer/*). */
export const STEP_PATHS = {
  keyword: '/article-writer/keyword',
  'select-keywords': '/article-writer/select-keywords',
  'title-description': '/article-writer/title-description',
  outline: '/article-writer/outline',
  generated: '/article-writer/generated',
  'generated-article': '/article-writer/generated-article',
} as const satisfies Record<TWriterStep, string>;

/** The step indicator's labels. */
export const STEP_LABELS: Record<TWriterStep, MessageDescriptor> = {
  keyword: msg`Keyword`,
  'select-keywords': msg`Keywords`,
  'title-description': msg`Title`,
  outline: msg`Outline`,
  generated: msg`Article`,
  'generated-article': msg`Review`,
};
