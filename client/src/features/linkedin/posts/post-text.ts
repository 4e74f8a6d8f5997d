import { toLinkedInText } from '@wordloom/shared/domain/linkedin-text';
import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';

/** The post as LinkedIn's readers get it: plain text, styled letters only where the user chose them. */
export function postLinkedInText(post: Pick<TLinkedInPost, 'content' | 'unicodeStyles'>): string {
  return toLinkedInText(post.content, { unicodeStyles: post.unicodeStyles });
}

/** A short name for the post in titles and dialogs: its topic, else its first line; empty when it has neither. */
export function postName(post: Pick<TLinkedInPost, 'topic' | 'content' | 'unicodeStyles'>): string {
  const topic = post.topic.trim();
  if (topic !== '') return topic;
  return (
    postLinkedInText(post)
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}
