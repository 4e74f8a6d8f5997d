import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import { insightSnapshotJob, scheduleInsightSnapshots } from '../../server/src/features/linkedin/insights.ts';
import { createJobQueue } from '../../server/src/jobs/queue.ts';
import { APP_JOBS } from '../../server/src/jobs/registry.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { testDeps } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { ANALYTICS_SCOPE, type FakeLinkedIn, fakeLinkedIn, PUBLISH_SCOPE, personUrn } from '../mocks/linkedin.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * Insights (issue 13, point 4): dated snapshots of each published post's counts, planned at
 * publish and taken on "Refresh", read from the LinkedIn fake, and the overview built from them.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WITH_ANALYTICS = ['openid', 'profile', 'email', PUBLISH_SCOPE, ANALYTICS_SCOPE];
const WITHOUT_ANALYTICS = ['openid', 'profile', 'email', PUBLISH_SCOPE];
const NOT_FOUND = { message: 'NOT_FOUND' };

let database: TestDatabase;
let deps: AppDeps;
let clock: TestClock;
let linkedin: FakeLinkedIn;
let nextActivity = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new TestClock();
  const base = testDeps(database);
  deps = {
    ...base,
    jobs: createJobQueue({ database, logger: pino({ level: 'silent' }), jobs: APP_JOBS, background: false, clock }),
  };
  await deps.jobs.start();
  linkedin = fakeLinkedIn({ baseUrl: deps.config.linkedinApi.baseUrl });
});
afterAll(async () => {
  await deps.jobs.stop();
  await database.dispose();
});
beforeEach(() => {
  mswServer.use(...linkedin.handlers);
});

/** A signed-in user whose LinkedIn is connected with a token of these scopes. */
async function connectedUser(scopes: string[]): Promise<SignedInCaller & { sub: string; token: string }> {
  const user = await signedInCaller(deps);
  const sub = `member${nextActivity++}`;
  const token = `token-${sub}`;
  linkedin.state.members.set(token, { token, sub, name: 'Ana Lee', scopes });
  await database.db
    .updateTable('profiles')
    .set({ linkedinUrn: personUrn(sub) })
    .where('userId', '=', user.userId)
    .execute();
  await database.db
    .insertInto('userProviderTokens')
    .values({
      userId: user.userId,
      provider: 'linkedin_oidc',
      token: deps.secrets.seal(token, providerTokenContext(user.userId, 'linkedin_oidc')),
      refreshToken: null,
      expiresAt: new Date(Date.now() + 60 * DAY),
      scopes: scopes.join(' '),
      scopesArray: scopes,
    })
    .execute();
  return { ...user, sub, token };
}

interface Counts {
  impressions: number;
  membersReached: number;
  reactions: number;
  comments: number;
  reshares: number;
}

/** A post the user published: its row in the app and the post on LinkedIn with these counts. */
async function publishedPost(
  user: { userId: string; sub: string },
  {
    publishedAt,
    stats,
    content = 'A post',
    writingStyle = 'professional',
    postLength = 'medium',
    templateId = null,
    topic = '',
  }: {
    publishedAt: Date;
    topic?: string;
    templateId?: string | null;
    stats: Counts;
    content?: string;
    writingStyle?: 'professional' | 'storytelling';
    postLength?: 'short' | 'medium' | 'long';
  },
): Promise<{ id: string; urn: string }> {
  const urn = `urn:li:share:${7_400_000_000_000_000_000n + BigInt(nextActivity++)}`;
  linkedin.state.posts.push({
    urn,
    body: { commentary: content },
    author: personUrn(user.sub),
    createdAt: publishedAt,
    deleted: false,
    stats,
  });
  const row = await database.db
    .insertInto('linkedinPosts')
    .values({
      userId: user.userId,
      content,
      topic,
      status: 'published',
      linkedinPostId: urn,
      linkedinUrl: `https://www.linkedin.com/feed/update/${urn}`,
      publishedAt,
      writingStyle,
      postLength,
      templateId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, urn };
}

async function snapshotsOf(postId: string) {
  return database.db
    .selectFrom('linkedinPostSnapshots')
    .select(['reason', 'impressions', 'membersReached', 'reactions', 'comments', 'reshares', 'missingScopes'])
    .where('postId', '=', postId)
    .orderBy('takenAt')
    .orderBy('id')
    .execute();
}

async function postCounts(postId: string) {
  return database.db
    .selectFrom('linkedinPosts')
    .select([
      'impressionsCount',
      'membersReachedCount',
      'likesCount',
      'commentsCount',
      'sharesCount',
      'insightsUpdatedAt',
      'deletedOnLinkedin',
    ])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
}

function analyticsCalls(urn: string): number {
  return linkedin.state.requests.filter(
    (request) => request.operation === 'analytics' && decodeURIComponent(request.url).includes(urn),
  ).length;
}

describe('planned snapshots', () => {
  it('reads a post 1 hour, 24 hours and 7 days after publishing, then daily until day 30, and no more', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    // On Postgres the job rows are dated by the real clock: start the test clock there.
    await clock.setTime(Date.now());
    const publishedAt = new Date(clock.now());
    const post = await publishedPost(user, {
      publishedAt,
      stats: { impressions: 40, membersReached: 30, reactions: 2, comments: 1, reshares: 0 },
    });
    await database.db
      .transaction()
      .execute((trx) =>
        scheduleInsightSnapshots({ ...deps, db: trx }, { postId: post.id, userId: user.userId, publishedAt }),
      );

    const runAt = async (ms: number) => {
      await clock.setTime(publishedAt.getTime() + ms);
      return deps.jobs.runDue(deps);
    };
    expect(await runAt(59 * 60 * 1000)).toBe(0);
    expect(await snapshotsOf(post.id)).toEqual([]);

    expect(await runAt(HOUR + 1000)).toBe(1);
    expect(await snapshotsOf(post.id)).toEqual([
      {
        reason: 'after_1h',
        impressions: 40,
        membersReached: 30,
        reactions: 2,
        comments: 1,
        reshares: 0,
        missingScopes: [],
      },
    ]);
    expect(await postCounts(post.id)).toMatchObject({
      impressionsCount: 40,
      membersReachedCount: 30,
      likesCount: 2,
      commentsCount: 1,
      sharesCount: 0,
      insightsUpdatedAt: expect.any(Date),
    });

    linkedin.setStats(post.urn, { impressions: 900, reactions: 31, comments: 6, reshares: 2, membersReached: 700 });
    expect(await runAt(23 * HOUR)).toBe(0);
    expect(await runAt(DAY + 1000)).toBe(1);
    expect(await runAt(6 * DAY)).toBe(0);
    expect(await runAt(7 * DAY + 1000)).toBe(1);
    expect(await runAt(8 * DAY + 1000)).toBe(1);
    // Each daily reading queues the next: the days a stopped server missed are read when it is back.
    expect(await runAt(30 * DAY + 1000)).toBe(22);
    expect(await runAt(45 * DAY)).toBe(0);

    const reasons = (await snapshotsOf(post.id)).map((snapshot) => snapshot.reason);
    expect(reasons).toEqual(['after_1h', 'after_24h', 'after_7d', ...Array.from({ length: 23 }, () => 'daily')]);
    expect(await postCounts(post.id)).toMatchObject({
      impressionsCount: 900,
      membersReachedCount: 700,
      likesCount: 31,
      commentsCount: 6,
      sharesCount: 2,
    });
  });

  it('plans nothing when the publishing transaction rolls back', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    await clock.setTime(Date.now());
    const publishedAt = new Date(clock.now());
    const post = await publishedPost(user, {
      publishedAt,
      stats: { impressions: 1, membersReached: 1, reactions: 1, comments: 0, reshares: 0 },
    });
    const rolledBack = database.db.transaction().execute(async (trx) => {
      await scheduleInsightSnapshots({ ...deps, db: trx }, { postId: post.id, userId: user.userId, publishedAt });
      throw new Error('the publish failed after all');
    });
    await expect(rolledBack).rejects.toThrow('the publish failed after all');
    await clock.setTime(publishedAt.getTime() + 31 * DAY);
    expect(await deps.jobs.runDue(deps)).toBe(0);
    expect(await snapshotsOf(post.id)).toEqual([]);
  });

  it('stops reading a post deleted on LinkedIn, marking it so', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    await clock.setTime(Date.now());
    const publishedAt = new Date(clock.now());
    const post = await publishedPost(user, {
      publishedAt,
      stats: { impressions: 10, membersReached: 8, reactions: 1, comments: 0, reshares: 0 },
    });
    await scheduleInsightSnapshots(deps, { postId: post.id, userId: user.userId, publishedAt });
    await clock.setTime(publishedAt.getTime() + HOUR + 1000);
    expect(await deps.jobs.runDue(deps)).toBe(1);

    linkedin.deletePost(post.urn);
    await clock.setTime(publishedAt.getTime() + DAY + 1000);
    expect(await deps.jobs.runDue(deps)).toBe(1);
    expect(await postCounts(post.id)).toMatchObject({ deletedOnLinkedin: true, impressionsCount: 10 });
    const callsWhenDeleted = analyticsCalls(post.urn);

    // The 7-day and first daily readings find the mark and ask LinkedIn nothing; no day 9 is queued.
    await clock.setTime(publishedAt.getTime() + 31 * DAY);
    expect(await deps.jobs.runDue(deps)).toBe(2);
    expect(analyticsCalls(post.urn)).toBe(callsWhenDeleted);
    expect((await snapshotsOf(post.id)).map((snapshot) => snapshot.reason)).toEqual(['after_1h']);
  });

  it('skips a reading while LinkedIn is disconnected, and keeps the daily ones coming', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    await clock.setTime(Date.now());
    const publishedAt = new Date(clock.now());
    const post = await publishedPost(user, {
      publishedAt,
      stats: { impressions: 10, membersReached: 8, reactions: 1, comments: 0, reshares: 0 },
    });
    await database.db.deleteFrom('userProviderTokens').where('userId', '=', user.userId).execute();
    await deps.jobs.enqueue(
      deps.db,
      insightSnapshotJob,
      { postId: post.id, userId: user.userId, reason: 'daily', day: 8 },
      { startAfter: new Date(publishedAt.getTime() + 8 * DAY) },
    );
    await clock.setTime(publishedAt.getTime() + 8 * DAY + 1000);
    expect(await deps.jobs.runDue(deps)).toBe(1);
    expect(await snapshotsOf(post.id)).toEqual([]);
    // Day 9 is queued: it runs at its time.
    await clock.setTime(publishedAt.getTime() + 9 * DAY + 1000);
    expect(await deps.jobs.runDue(deps)).toBe(1);
  });
});

describe('refresh', () => {
  it('reads every published post of the user now, and the overview shows them', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    const monday9 = new Date('2026-11-16T09:15:00Z');
    const friday17 = new Date('2026-11-20T17:40:00Z');
    const story = await publishedPost(user, {
      publishedAt: monday9,
      content: 'The day our **launch** failed, and what it taught us',
      writingStyle: 'storytelling',
      postLength: 'long',
      stats: { impressions: 1000, membersReached: 800, reactions: 50, comments: 20, reshares: 10 },
    });
    const tips = await publishedPost(user, {
      publishedAt: friday17,
      topic: 'Remote onboarding tips',
      content: 'Five tips for remote onboarding',
      stats: { impressions: 2000, membersReached: 1500, reactions: 60, comments: 0, reshares: 0 },
    });

    expect(await user.caller.linkedin.insights.refresh({})).toEqual({ taken: 2, deletedOnLinkedin: 0, failed: 0 });
    expect(await snapshotsOf(story.id)).toEqual([
      {
        reason: 'refresh',
        impressions: 1000,
        membersReached: 800,
        reactions: 50,
        comments: 20,
        reshares: 10,
        missingScopes: [],
      },
    ]);

    const overview = await user.caller.linkedin.insights.overview({ timeZone: 'UTC' });
    expect(overview.totals).toEqual({
      posts: 2,
      impressions: 3000,
      membersReached: 2300,
      reactions: 110,
      comments: 20,
      reshares: 10,
      engagementRate: 140 / 3000,
    });
    expect(overview.needsApproval).toEqual([]);
    expect(overview.bestBy).toBe('engagementRate');
    // 80 interactions for 1,000 impressions beats 60 for 2,000.
    expect(overview.bestPostIds).toEqual([story.id, tips.id]);
    expect(overview.posts.map((post) => [post.id, post.excerpt, post.curve.length])).toEqual([
      [tips.id, 'Remote onboarding tips', 1],
      [story.id, 'The day our launch failed, and what it taught us', 1],
    ]);
    expect(overview.trend.at(-1)).toMatchObject({ impressions: 3000, reactions: 110, comments: 20, reshares: 10 });
    expect(overview.breakdowns.writingStyle).toEqual([
      { key: 'storytelling', posts: 1, engagement: 80, engagementRate: 0.08 },
      { key: 'professional', posts: 1, engagement: 60, engagementRate: 0.03 },
    ]);
    expect(overview.breakdowns.postLength.map((group) => group.key)).toEqual(['long', 'medium']);
    expect(overview.breakdowns.dayOfWeek.map((group) => group.key)).toEqual(['1', '5']);
    expect(overview.breakdowns.hour.map((group) => group.key)).toEqual(['9', '17']);
    expect(overview.breakdowns.template).toEqual([{ key: '', posts: 2, engagement: 70, engagementRate: 140 / 3000 }]);

    // In Tokyo, Friday 17:40 UTC is Saturday 02:40.
    const inTokyo = await user.caller.linkedin.insights.overview({ timeZone: 'Asia/Tokyo' });
    expect(inTokyo.breakdowns.dayOfWeek.map((group) => group.key)).toEqual(['1', '6']);
    expect(inTokyo.breakdowns.hour.map((group) => group.key)).toEqual(['18', '2']);
  });

  it("groups engagement by the template a post was written from, the library's or the user's own", async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    const own = await user.caller.linkedin.templates.create({
      name: 'My launch recipe',
      category: 'Storytelling',
      structure: 'Hook\nStory\nLesson',
    });
    const stats = (reactions: number) => ({
      impressions: 100,
      membersReached: 90,
      reactions,
      comments: 0,
      reshares: 0,
    });
    const at = new Date('2026-11-18T08:00:00Z');
    await publishedPost(user, { publishedAt: at, templateId: 'lib:personal-story', stats: stats(10) });
    await publishedPost(user, { publishedAt: at, templateId: 'lib:personal-story', stats: stats(20) });
    await publishedPost(user, { publishedAt: at, templateId: own.id, stats: stats(40) });
    await publishedPost(user, { publishedAt: at, stats: stats(1) });
    await user.caller.linkedin.insights.refresh({});

    const { breakdowns } = await user.caller.linkedin.insights.overview({});
    expect(breakdowns.template).toEqual([
      { key: 'My launch recipe', posts: 1, engagement: 40, engagementRate: 0.4 },
      { key: 'Personal story', posts: 2, engagement: 15, engagementRate: 0.15 },
      { key: '', posts: 1, engagement: 1, engagementRate: 0.01 },
    ]);
  });

  it('without the analytics scope reads likes and comments, leaves impressions unknown and says they need approval', async () => {
    const user = await connectedUser(WITHOUT_ANALYTICS);
    const post = await publishedPost(user, {
      publishedAt: new Date('2026-11-18T08:00:00Z'),
      stats: { impressions: 5000, membersReached: 4000, reactions: 42, comments: 7, reshares: 3 },
    });

    expect(await user.caller.linkedin.insights.refresh({ postId: post.id })).toEqual({
      taken: 1,
      deletedOnLinkedin: 0,
      failed: 0,
    });
    expect(await snapshotsOf(post.id)).toEqual([
      {
        reason: 'refresh',
        impressions: null,
        membersReached: null,
        reactions: 42,
        comments: 7,
        reshares: null,
        missingScopes: [ANALYTICS_SCOPE],
      },
    ]);
    expect(await postCounts(post.id)).toMatchObject({ impressionsCount: 0, likesCount: 42, commentsCount: 7 });

    const overview = await user.caller.linkedin.insights.overview({});
    expect(overview.needsApproval).toEqual(['impressions', 'membersReached']);
    expect(overview.totals).toMatchObject({ impressions: null, membersReached: null, reactions: 42, comments: 7 });
    expect(overview.posts[0]).toMatchObject({ impressions: null, engagementRate: null, reactions: 42 });
    expect(overview.bestBy).toBe('reactions');
  });

  it('marks a post deleted on LinkedIn instead of failing', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    const kept = await publishedPost(user, {
      publishedAt: new Date('2026-11-18T08:00:00Z'),
      stats: { impressions: 10, membersReached: 9, reactions: 1, comments: 0, reshares: 0 },
    });
    const gone = await publishedPost(user, {
      publishedAt: new Date('2026-11-19T08:00:00Z'),
      stats: { impressions: 10, membersReached: 9, reactions: 1, comments: 0, reshares: 0 },
    });
    linkedin.deletePost(gone.urn);

    expect(await user.caller.linkedin.insights.refresh({})).toEqual({ taken: 1, deletedOnLinkedin: 1, failed: 0 });
    const overview = await user.caller.linkedin.insights.overview({});
    expect(overview.posts.map((post) => [post.id, post.deletedOnLinkedin])).toEqual([
      [gone.id, true],
      [kept.id, false],
    ]);
    // A later refresh leaves the deleted post alone.
    expect(await user.caller.linkedin.insights.refresh({})).toEqual({ taken: 1, deletedOnLinkedin: 0, failed: 0 });
  });

  it('says the token expired when LinkedIn refuses it', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    await publishedPost(user, {
      publishedAt: new Date('2026-11-18T08:00:00Z'),
      stats: { impressions: 10, membersReached: 9, reactions: 1, comments: 0, reshares: 0 },
    });
    linkedin.state.expiredTokens.add(user.token);
    await expect(user.caller.linkedin.insights.refresh({})).rejects.toMatchObject({
      message: 'LINKEDIN_TOKEN_EXPIRED',
    });
  });

  it("neither reads nor refreshes another user's post, and shows a user only their own", async () => {
    const owner = await connectedUser(WITH_ANALYTICS);
    const stranger = await connectedUser(WITH_ANALYTICS);
    const post = await publishedPost(owner, {
      publishedAt: new Date('2026-11-18T08:00:00Z'),
      stats: { impressions: 10, membersReached: 9, reactions: 1, comments: 0, reshares: 0 },
    });
    await owner.caller.linkedin.insights.refresh({ postId: post.id });

    await expect(stranger.caller.linkedin.insights.refresh({ postId: post.id })).rejects.toMatchObject(NOT_FOUND);
    const theirs = await stranger.caller.linkedin.insights.overview({});
    expect(theirs.posts).toEqual([]);
    expect(theirs.trend).toEqual([]);
    expect(theirs.totals).toMatchObject({ posts: 0, reactions: null });
    expect(await snapshotsOf(post.id)).toHaveLength(1);
  });

  it('is limited per user: the 13th refresh in an hour is refused', async () => {
    const user = await connectedUser(WITH_ANALYTICS);
    for (let attempt = 0; attempt < 12; attempt++) {
      await user.caller.linkedin.insights.refresh({});
    }
    await expect(user.caller.linkedin.insights.refresh({})).rejects.toMatchObject({ message: 'RATE_LIMITED' });
    // Another user's budget is their own.
    const other = await connectedUser(WITH_ANALYTICS);
    await expect(other.caller.linkedin.insights.refresh({})).resolves.toEqual({
      taken: 0,
      deletedOnLinkedin: 0,
      failed: 0,
    });
  });
});
