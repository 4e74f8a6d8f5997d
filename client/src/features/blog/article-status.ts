import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TArticleContentType, TArticleStatus } from '@wordloom/shared/schemas/blog';

export const STATUS_LABELS: Record<TArticleStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
};

export const STATUS_COLORS: Record<TArticleStatus, string> = { draft: 'gray', published: 'green' };

export const CONTENT_TYPE_LABELS: Record<TArticleContentType, MessageDescriptor> = {
  blog: msg`Blog`,
  news: msg`News`,
};
