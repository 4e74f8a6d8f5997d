/**
 * The free trial (spec §9: 2 blogs and 14 days). It lasts until the user first pays for a plan or
 * a word pack or an admin grants them words, and never applies to admins (`pastTrial`). While it
 * lasts, each new article takes one of its blogs, and once the blogs or the days are used up a new
 * article needs a purchase (issue 16 point 3, decision 015).
 */
import type { TrialState } from '../schemas/billing.ts';

export function trialState(
  { blogsRemaining, endsAt, pastTrial }: { blogsRemaining: number; endsAt: Date; pastTrial: boolean },
  now: Date = new Date(),
): TrialState {
  const onTrial = !pastTrial;
  return {
    onTrial,
    blogsRemaining: Math.max(0, blogsRemaining),
    endsAt,
    expired: onTrial && (blogsRemaining <= 0 || now.getTime() >= endsAt.getTime()),
  };
}
