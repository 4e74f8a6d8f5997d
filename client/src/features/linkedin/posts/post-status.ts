import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import type { TPostListTab, TPostStatus } from '@wordloom/shared/schemas/linkedin';

export const STATUS_BADGES: Record<TPostStatus, { label: MessageDescriptor; color: MantineColor }> = {
  draft: { label: msg`Draft`, color: 'gray' },
  scheduled: { label: msg`Scheduled`, color: 'blue' },
  publishing: { label: msg`Publishing`, color: 'orange' },
  published: { label: msg`Published`, color: 'teal' },
};

export const TAB_LABELS: Record<TPostListTab, MessageDescriptor> = {
  all: msg`All`,
  draft: msg`Drafts`,
  scheduled: msg`Scheduled`,
  published: msg`Published`,
};

/** What an empty tab says when nothing is searched. */
export const EMPTY_TAB_TEXTS: Record<TPostListTab, MessageDescriptor> = {
  all: msg`You have no LinkedIn posts yet. Write your first one: it is saved here as a draft.`,
  draft: msg`No drafts. Posts you write are saved here until you schedule them.`,
  scheduled: msg`No scheduled posts. Schedule a draft to choose when it goes out.`,
  published: msg`No published posts yet. Posts appear here once they are published to LinkedIn.`,
};
