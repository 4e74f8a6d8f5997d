import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import {
  publishScheduledPostJob,
  SCHEDULED_PUBLISH_TRIES,
  warnTokensExpiringBeforePosts,
} from '../../server/src/features/linkedin/scheduling.ts';
import { readOutbox } from '../../server/src/features/mail/service.ts';
import { createJobQueue } from '../../server/src/jobs/queue.ts';
import { APP_JOBS } from '../../server/src/jobs/registry.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { testDeps } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { type FakeLinkedIn, fakeLinkedIn, linkedInReplies, PUBLISH_SCOPE, personUrn } from '../mocks/linkedin.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * Durable scheduling (issue 13, point 3) on one process, pg-boss's TestClock moving time: a
 * scheduled post is published once at its time, LinkedIn's throttling is waited out as it asks,
 * the last failed try makes it a draft with a notice and a mail, a cut-off publish is never
 * repeated, cancelling and rescheduling move its job, and an expiring LinkedIn connection is warned of.
 */

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;
const SCOPES = ['openid', 'profile', 'email', PUBLISH_SCOPE];

let database: TestDatabase;
let deps: AppDeps;
let clock: TestClock;
let linkedIn: FakeLinkedIn;
let nextMember = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new TestClock();
  const base = testDeps(database);
  deps = {
    ...base,
    jobs: createJobQueue({ database, logger: pino({ level: 'silent' }), jobs: APP_JOBS, background: false, clock }),
  };
  await deps.jobs.start();
});
afterAll(async () => {
  await deps.jobs.stop();
  await database.dispose();
});
beforeEach(async () => {
  linkedIn = fakeLinkedIn({ baseUrl: deps.config.linkedinApi.baseUrl });
  mswServer.use(...linkedIn.handlers);
  // On Postgres the app's connections date the jobs by the real clock: bring the test clock level.
  await clock.setTime(Date.now());
});

type Connected = SignedInCaller & { token: string; email: string };

/** A signed-in user whose LinkedIn is connected, as the OAuth callback leaves it. */
async function connectedUser(tokenExpiresAt = new Date(Date.now() + 50 * DAY)): Promise<Connected> {
  const user = await signedInCaller(deps);
  const sub = `member${nextMember++}`;
  const token = `token-${sub}`;
  linkedIn.state.members.set(token, { token, sub, name: 'Ana Lee', scopes: SCOPES });
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
      expiresAt: tokenExpiresAt,
      scopes: SCOPES.join(' '),
      scopesArray: SCOPES,
    })
    .execute();
  const { email } = await database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return { ...user, token, email };
}

async function scheduledPost(user: SignedInCaller, content: string, inMs = 60 * SECOND) {
  const post = await user.caller.linkedin.posts.create({ content });
  const scheduledFor = new Date(clock.now() + inMs);
  await user.caller.linkedin.posts.schedule({ id: post.id, scheduledFor });
  return { id: post.id, scheduledFor };
}

async function storedPost(id: string) {
  return database.db
    .selectFrom('linkedinPosts')
    .select(['status', 'scheduledFor', 'linkedinPostId', 'publishOutcomeUnknown', 'publishError', 'publishAttemptId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The post's publish jobs as pg-boss holds them, oldest first. */
async function publishJobs(postId: string) {
  const { rows } = await sql<{ state: string; startAfter: Date; attempt: number }>`
    select state, start_after as "startAfter", (data->>'attempt')::int as attempt
    from pgboss.job where name = ${publishScheduledPostJob.name} and singleton_key = ${postId}
    order by created_on
  `.execute(database.db);
  return rows;
}

function postsBy(user: Connected) {
  const author = linkedIn.state.members.get(user.token)?.sub;
  return linkedIn.livePosts().filter((post) => post.author === personUrn(author ?? ''));
}

function createCalls(user: Connected) {
  return linkedIn.state.requests.filter(
    (request) => request.operation === 'createPost' && request.headers.authorization === `Bearer ${user.token}`,
  );
}

describe('a scheduled post', () => {
  it('is published once at its time, not before', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'Launch day is here');

    await deps.jobs.runDue(deps);
    expect(postsBy(user)).toEqual([]);
    expect((await storedPost(post.id)).status).toBe('scheduled');

    await clock.setTime(post.scheduledFor.getTime() + SECOND);
    await deps.jobs.runDue(deps);

    expect(postsBy(user).map((created) => created.body.commentary)).toEqual(['Launch day is here']);
    expect(await storedPost(post.id)).toMatchObject({
      status: 'published',
      linkedinPostId: postsBy(user)[0]?.urn,
      publishOutcomeUnknown: false,
      publishError: null,
    });
    await clock.setTime(post.scheduledFor.getTime() + HOUR);
    await deps.jobs.runDue(deps);
    expect(createCalls(user)).toHaveLength(1);
  });

  it('waits out a 429 as long as Retry-After says, then is published once', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'Throttled but patient');
    linkedIn.failNext('createPost', linkedInReplies.rateLimited(2));

    await clock.setTime(post.scheduledFor.getTime() + SECOND);
    await deps.jobs.runDue(deps);

    expect(postsBy(user)).toEqual([]);
    expect(await storedPost(post.id)).toMatchObject({ status: 'scheduled', publishError: 'LINKEDIN_RATE_LIMITED' });
    const retry = (await publishJobs(post.id)).find((job) => job.attempt === 2);
    expect(retry?.state).toBe('created');
    expect((retry?.startAfter.getTime() ?? 0) - clock.now()).toBeGreaterThan(SECOND);
    expect((retry?.startAfter.getTime() ?? 0) - clock.now()).toBeLessThanOrEqual(2 * SECOND);

    // Before the wait is over LinkedIn is not asked again.
    await deps.jobs.runDue(deps);
    expect(createCalls(user)).toHaveLength(1);

    await clock.tick(2 * SECOND + 500);
    await deps.jobs.runDue(deps);

    expect(createCalls(user)).toHaveLength(2);
    expect(postsBy(user).map((created) => created.body.commentary)).toEqual(['Throttled but patient']);
    expect(await storedPost(post.id)).toMatchObject({ status: 'published', publishError: null });
  });

  it('becomes a draft after its last try fails, and the user gets a notice and a mail', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'LinkedIn is down today');
    linkedIn.failNext('createPost', linkedInReplies.serverError(503), SCHEDULED_PUBLISH_TRIES);

    await clock.setTime(post.scheduledFor.getTime() + SECOND);
    await deps.jobs.runDue(deps);
    for (let attempt = 2; attempt <= SCHEDULED_PUBLISH_TRIES; attempt++) {
      expect((await storedPost(post.id)).status).toBe('scheduled');
      const next = (await publishJobs(post.id)).find((job) => job.attempt === attempt);
      expect(next?.state).toBe('created');
      await clock.setTime((next?.startAfter.getTime() ?? 0) + SECOND);
      await deps.jobs.runDue(deps);
    }

    expect(createCalls(user)).toHaveLength(SCHEDULED_PUBLISH_TRIES);
    expect(postsBy(user)).toEqual([]);
    expect(await storedPost(post.id)).toMatchObject({
      status: 'draft',
      scheduledFor: null,
      publishError: 'LINKEDIN_PUBLISH_FAILED',
    });
    const { notices, unread } = await user.caller.notices.list();
    expect(unread).toBe(1);
    expect(notices).toMatchObject([
      {
        kind: 'linkedin_scheduled_publish_failed',
        payload: { postId: post.id, scheduledFor: post.scheduledFor.toISOString(), code: 'LINKEDIN_PUBLISH_FAILED' },
        readAt: null,
      },
    ]);
    const mails = (await readOutbox(deps)).filter((mail) => mail.to === user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your scheduled LinkedIn post could not be published']);
    expect(mails[0]?.text).toContain('LinkedIn is down today');
    expect(mails[0]?.text).toContain(`${deps.config.appUrl.replace(/\/$/, '')}/linkedin-grow/my-posts`);

    expect(await user.caller.notices.markRead({})).toEqual({ marked: 1 });
    expect((await user.caller.notices.list()).unread).toBe(0);
  });

  it('whose create answer was lost is never tried again and shows "may have been published"', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'Did it go out?');
    linkedIn.failNext('createPost', 'lost_answer');

    await clock.setTime(post.scheduledFor.getTime() + SECOND);
    await deps.jobs.runDue(deps);
    await clock.setTime(post.scheduledFor.getTime() + DAY);
    await deps.jobs.runDue(deps);

    expect(postsBy(user)).toHaveLength(1);
    expect(createCalls(user)).toHaveLength(1);
    expect(await storedPost(post.id)).toMatchObject({ status: 'publishing', publishOutcomeUnknown: true });
    expect((await user.caller.notices.list()).notices).toMatchObject([
      { kind: 'linkedin_scheduled_outcome_unknown', payload: { postId: post.id } },
    ]);
  });

  it('cut off after LinkedIn created it (claimed, never settled) is marked "may have been published" when its job runs again', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'The server stopped here');
    // What a worker killed between LinkedIn's answer and the settle leaves: the claim, and the post at LinkedIn.
    await database.db
      .updateTable('linkedinPosts')
      .set({ status: 'publishing', publishAttemptId: crypto.randomUUID(), publishStartedAt: post.scheduledFor })
      .where('id', '=', post.id)
      .execute();
    const created = await fetch(`${deps.config.linkedinApi.baseUrl}/rest/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'linkedin-version': deps.config.linkedinApi.version,
        'x-restli-protocol-version': '2.0.0',
      },
      body: JSON.stringify({
        author: personUrn(linkedIn.state.members.get(user.token)?.sub ?? ''),
        commentary: 'The server stopped here',
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      }),
    });
    expect(created.status).toBe(201);

    // pg-boss hands the expired job to another worker: the same job, run again.
    await clock.setTime(post.scheduledFor.getTime() + 10 * 60 * SECOND);
    await deps.jobs.runDue(deps);

    expect(postsBy(user)).toHaveLength(1);
    expect(createCalls(user)).toHaveLength(1);
    expect(await storedPost(post.id)).toMatchObject({
      status: 'publishing',
      publishOutcomeUnknown: true,
      publishError: 'LINKEDIN_OUTCOME_UNKNOWN',
    });
    expect((await user.caller.notices.list()).notices).toMatchObject([{ kind: 'linkedin_scheduled_outcome_unknown' }]);
  });

  it('cancelled before its time publishes nothing', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'Never mind');
    await user.caller.linkedin.posts.cancelSchedule({ id: post.id });

    expect((await publishJobs(post.id)).map((job) => job.state)).toEqual(['cancelled']);
    await clock.setTime(post.scheduledFor.getTime() + HOUR);
    await deps.jobs.runDue(deps);

    expect(createCalls(user)).toEqual([]);
    expect(await storedPost(post.id)).toMatchObject({ status: 'draft', scheduledFor: null });
  });

  it('rescheduled is published at its new time only, once', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'A little later', 60 * SECOND);
    const later = new Date(post.scheduledFor.getTime() + HOUR);
    await user.caller.linkedin.posts.schedule({ id: post.id, scheduledFor: later });

    const jobs = await publishJobs(post.id);
    expect(jobs.map((job) => job.state)).toEqual(['cancelled', 'created']);
    expect(jobs[1]?.startAfter.getTime()).toBe(later.getTime());

    await clock.setTime(post.scheduledFor.getTime() + SECOND);
    await deps.jobs.runDue(deps);
    expect(createCalls(user)).toEqual([]);

    await clock.setTime(later.getTime() + SECOND);
    await deps.jobs.runDue(deps);
    expect(postsBy(user).map((created) => created.body.commentary)).toEqual(['A little later']);
    expect((await storedPost(post.id)).status).toBe('published');
  });

  it('whose job is stale (the post was rescheduled since) does nothing', async () => {
    const user = await connectedUser();
    const post = await scheduledPost(user, 'Stale job');
    // A job for another time, as one left from before a reschedule would be.
    await deps.jobs.enqueue(deps.db, publishScheduledPostJob, {
      postId: post.id,
      userId: user.userId,
      scheduledFor: new Date(post.scheduledFor.getTime() - 30 * SECOND).toISOString(),
      attempt: 1,
    });
    await deps.jobs.runDue(deps);
    expect(createCalls(user)).toEqual([]);
    expect((await storedPost(post.id)).status).toBe('scheduled');
    // Its own job is still queued: not left for the next test's clock to run.
    expect((await publishJobs(post.id)).map((job) => job.state)).toEqual(['created']);
    await user.caller.linkedin.posts.cancelSchedule({ id: post.id });
  });
});

describe('a LinkedIn connection that ends before a scheduled post', () => {
  it('is warned of a week ahead and the day before, each once, by notice and mail', async () => {
    const start = Date.now();
    const user = await connectedUser(new Date(start + 3 * DAY));
    const post = await scheduledPost(user, 'Next week’s announcement', 5 * DAY);
    const safe = await connectedUser(new Date(start + 50 * DAY));
    await scheduledPost(safe, 'Covered by a fresh token', 5 * DAY);

    expect(await warnTokensExpiringBeforePosts(deps, { now: new Date(start) })).toBe(1);
    expect(await warnTokensExpiringBeforePosts(deps, { now: new Date(start + HOUR) })).toBe(0);
    expect(await warnTokensExpiringBeforePosts(deps, { now: new Date(post.scheduledFor.getTime() - 20 * HOUR) })).toBe(
      1,
    );
    expect(await warnTokensExpiringBeforePosts(deps, { now: new Date(post.scheduledFor.getTime() - 2 * HOUR) })).toBe(
      0,
    );

    const { notices } = await user.caller.notices.list();
    expect(notices.map((notice) => notice.kind)).toEqual([
      'linkedin_token_expires_before_post',
      'linkedin_token_expires_before_post',
    ]);
    expect(notices[0]?.payload).toMatchObject({ postId: post.id, scheduledFor: post.scheduledFor.toISOString() });
    expect((await safe.caller.notices.list()).notices).toEqual([]);

    // On Postgres the mail jobs are dated by the real clock: bring the test clock level.
    await clock.setTime(Date.now());
    await deps.jobs.runDue(deps);
    const mails = (await readOutbox(deps)).filter((mail) => mail.to === user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Reconnect LinkedIn before your scheduled post',
      'Reconnect LinkedIn before your scheduled post',
    ]);
    expect(mails[0]?.text).toContain('Next week’s announcement');
  });
});

describe('notices', () => {
  it('are each user’s own', async () => {
    const owner = await connectedUser();
    const stranger = await signedInCaller(deps);
    const post = await scheduledPost(owner, 'Mine');
    linkedIn.failNext('createPost', 'lost_answer');
    await clock.setTime(post.scheduledFor.getTime() + SECOND);
    await deps.jobs.runDue(deps);
    const [notice] = (await owner.caller.notices.list()).notices;
    expect(notice?.kind).toBe('linkedin_scheduled_outcome_unknown');

    expect((await stranger.caller.notices.list()).notices).toEqual([]);
    expect(await stranger.caller.notices.markRead({ ids: [notice?.id ?? ''] })).toEqual({ marked: 0 });
    expect((await owner.caller.notices.list()).unread).toBe(1);
  });
});
