import type { Executor } from '../../db/executor.ts';

/** What the scheduler needs to decide about one post; undefined once the post is deleted. */
export async function selectScheduledPostState(db: Executor, postId: string) {
  return db
    .selectFrom('linkedinPosts')
    .select([
      'id',
      'userId',
      'status',
      'scheduledFor',
      'content',
      'publishAttemptId',
      'publishStartedAt',
      'publishOutcomeUnknown',
    ])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/**
 * Marks a publish that was cut off (its process died between the claim and the settle) as "may
 * have been published", while the claim is still that attempt's. Returns whether it changed.
 */
export async function markInterruptedPublishUnknown(
  db: Executor,
  { postId, attemptId, code }: { postId: string; attemptId: string; code: string },
): Promise<boolean> {
  const result = await db
    .updateTable('linkedinPosts')
    .set({ publishOutcomeUnknown: true, publishError: code, updatedAt: new Date() })
    .where('id', '=', postId)
    .where('status', '=', 'publishing')
    .where('publishAttemptId', '=', attemptId)
    .where('publishOutcomeUnknown', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Scheduled posts due in (`from`, `until`] whose author's LinkedIn token (its expiry, or its
 * creation for the 59-day rule) may end before the post's time: the caller compares.
 */
export async function selectScheduledPostsWithTokens(db: Executor, { from, until }: { from: Date; until: Date }) {
  return db
    .selectFrom('linkedinPosts as post')
    .innerJoin('userProviderTokens as token', (join) =>
      join.onRef('token.userId', '=', 'post.userId').on('token.provider', '=', 'linkedin_oidc'),
    )
    .select([
      'post.id as postId',
      'post.userId',
      'post.content',
      'post.scheduledFor',
      'token.expiresAt as tokenExpiresAt',
      'token.createdAt as tokenCreatedAt',
    ])
    .where('post.status', '=', 'scheduled')
    .where('post.scheduledFor', '>', from)
    .where('post.scheduledFor', '<=', until)
    .execute();
}
