import { LINKEDIN_MAX_CHARACTERS } from '@wordloom/shared/domain/linkedin-text';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, seedDemoContent } from '../../server/src/db/seed.ts';
import { schedulePost } from '../../server/src/features/linkedin/service.ts';
import { uploadMedia } from '../../server/src/features/media/service.ts';
import { type SignedInCaller, signedInCaller, testClient } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * My Posts and the post's life as a user sees it: the list (tabs, counts, search, pages), the
 * 3,000-character rule on LinkedIn's text, schedule and cancel, duplicate and delete with media.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

const HOUR = 60 * 60 * 1000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A post inserted as stored, at a given creation time and status (publishing is the next issue's). */
async function storedPost(
  userId: string,
  values: { topic: string; content?: string; status?: 'draft' | 'scheduled' | 'published'; createdAt: Date },
): Promise<string> {
  const row = await testApp.deps.db
    .insertInto('linkedinPosts')
    .values({
      userId,
      topic: values.topic,
      content: values.content ?? `A post about ${values.topic}.`,
      status: values.status ?? 'draft',
      scheduledFor: values.status === 'scheduled' ? new Date(Date.now() + 24 * HOUR) : null,
      publishedAt: values.status === 'published' ? values.createdAt : null,
      createdAt: values.createdAt,
      additionalData: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function rowOf(id: string) {
  return testApp.deps.db
    .selectFrom('linkedinPosts')
    .select(['status', 'scheduledFor', 'content', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

describe('My Posts list', () => {
  let user: SignedInCaller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = await signedInCaller(testApp.deps);
    const base = Date.parse('2026-11-01T09:00:00Z');
    const posts = [
      { topic: 'Hiring a designer', status: 'draft' },
      { topic: 'Our Q3 results', status: 'published', content: 'Revenue grew 100% year on year.' },
      { topic: 'Remote onboarding', status: 'scheduled' },
      { topic: 'Lessons from a failed launch', status: 'draft', content: 'What went wrong_and why.' },
      { topic: 'Conference recap', status: 'published' },
    ] as const;
    for (const [index, post] of posts.entries()) {
      ids[post.topic] = await storedPost(user.userId, { ...post, createdAt: new Date(base + index * HOUR) });
    }
    // Two posts at the same moment: the list orders them by id, newest first, stably.
    ids.twinA = await storedPost(user.userId, { topic: 'Twin A', createdAt: new Date(base + 10 * HOUR) });
    ids.twinB = await storedPost(user.userId, { topic: 'Twin B', createdAt: new Date(base + 10 * HOUR) });
    // Another user's post never shows.
    const other = await signedInCaller(testApp.deps);
    await storedPost(other.userId, { topic: 'Hiring a designer too', createdAt: new Date(base + 20 * HOUR) });
  });

  it('lists every post newest first with the count of each tab', async () => {
    const list = await user.caller.linkedin.posts.list({});
    const twins = [ids.twinA, ids.twinB].sort().reverse();
    expect(list.posts.map((post) => post.id)).toEqual([
      ...twins,
      ids['Conference recap'],
      ids['Lessons from a failed launch'],
      ids['Remote onboarding'],
      ids['Our Q3 results'],
      ids['Hiring a designer'],
    ]);
    expect(list.total).toBe(7);
    expect(list.counts).toEqual({ all: 7, draft: 4, scheduled: 1, published: 2 });
  });

  it('shows one status per tab, its total the tab count', async () => {
    const published = await user.caller.linkedin.posts.list({ tab: 'published' });
    expect(published.posts.map((post) => post.topic)).toEqual(['Conference recap', 'Our Q3 results']);
    expect(published.total).toBe(2);
    const scheduled = await user.caller.linkedin.posts.list({ tab: 'scheduled' });
    expect(scheduled.posts.map((post) => post.topic)).toEqual(['Remote onboarding']);
    expect(scheduled.posts[0]?.scheduledFor).toBeInstanceOf(Date);
  });

  it('searches topic and content case-insensitively, and counts the tabs of the results', async () => {
    const hiring = await user.caller.linkedin.posts.list({ search: 'HIRING' });
    expect(hiring.posts.map((post) => post.topic)).toEqual(['Hiring a designer']);
    expect(hiring.counts).toEqual({ all: 1, draft: 1, scheduled: 0, published: 0 });
    const revenue = await user.caller.linkedin.posts.list({ search: 'revenue grew' });
    expect(revenue.posts.map((post) => post.topic)).toEqual(['Our Q3 results']);
  });

  it('takes % and _ in a search as plain characters', async () => {
    expect((await user.caller.linkedin.posts.list({ search: '100%' })).posts.map((post) => post.topic)).toEqual([
      'Our Q3 results',
    ]);
    // As wildcards, "%" would match every post and "_" any character.
    expect((await user.caller.linkedin.posts.list({ search: '%' })).total).toBe(1);
    expect((await user.caller.linkedin.posts.list({ search: 'wrong_and' })).total).toBe(1);
    expect((await user.caller.linkedin.posts.list({ search: 'wrong and' })).total).toBe(0);
  });

  it('pages through the posts in the same order without repeating one', async () => {
    const all = (await user.caller.linkedin.posts.list({ pageSize: 50 })).posts.map((post) => post.id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const list = await user.caller.linkedin.posts.list({ page, pageSize: 3 });
      expect(list.total).toBe(7);
      pages.push(...list.posts.map((post) => post.id));
    }
    expect(pages).toEqual(all);
    expect((await user.caller.linkedin.posts.list({ page: 4, pageSize: 3 })).posts).toEqual([]);
  });
});

describe('writing a post', () => {
  it('creates a draft with the form fields and reads it back', async () => {
    const user = await signedInCaller(testApp.deps);
    const created = await user.caller.linkedin.posts.create({
      topic: 'Why we write docs first',
      content: 'We write the **docs** first.\n\n- it finds gaps\n- it aligns the team\n\n#engineering',
      icp: 'Engineering managers',
      writingStyle: 'educational',
      postLength: 'short',
      templateId: 'lib:lesson-learned',
      postCreationMethod: 'From Template',
      unicodeStyles: true,
    });
    expect(created).toMatchObject({
      status: 'draft',
      topic: 'Why we write docs first',
      language: 'English',
      icp: 'Engineering managers',
      writingStyle: 'educational',
      postLength: 'short',
      templateId: 'lib:lesson-learned',
      postCreationMethod: 'From Template',
      unicodeStyles: true,
      scheduledFor: null,
      mediaUrls: [],
      media: [],
    });
    expect(await user.caller.linkedin.posts.get({ id: created.id })).toEqual(created);
  });

  it('refuses a post whose LinkedIn text is over 3,000 characters, counted on the final text', async () => {
    const user = await signedInCaller(testApp.deps);
    // Markdown syntax is not sent: 3,000 letters in bold are 3,000 characters, and fit.
    const fits = `**${'a'.repeat(LINKEDIN_MAX_CHARACTERS)}**`;
    const post = await user.caller.linkedin.posts.create({ topic: 'Long', content: fits });
    expect(post.content).toBe(fits);
    // As Unicode bold letters, each counts two (LinkedIn counts UTF-16 units): over the limit.
    await expect(user.caller.linkedin.posts.update({ id: post.id, unicodeStyles: true })).rejects.toMatchObject({
      message: 'POST_TOO_LONG',
    });
    await expect(
      user.caller.linkedin.posts.create({ topic: 'Too long', content: 'a'.repeat(LINKEDIN_MAX_CHARACTERS + 1) }),
    ).rejects.toMatchObject({ message: 'POST_TOO_LONG' });
    expect((await rowOf(post.id))?.content).toBe(fits);
  });

  it('updates the fields given and its time of change, and keeps a published text as it is', async () => {
    const user = await signedInCaller(testApp.deps);
    const draft = await user.caller.linkedin.posts.create({ topic: 'Draft', content: 'First version' });
    const updated = await user.caller.linkedin.posts.update({ id: draft.id, content: 'Second version' });
    expect(updated).toMatchObject({ topic: 'Draft', content: 'Second version' });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());

    const published = await storedPost(user.userId, {
      topic: 'Live',
      content: 'On LinkedIn',
      status: 'published',
      createdAt: new Date(),
    });
    await expect(user.caller.linkedin.posts.update({ id: published, content: 'Edited' })).rejects.toMatchObject({
      message: 'POST_STATUS_CONFLICT',
    });
    expect((await rowOf(published))?.content).toBe('On LinkedIn');
    // Its other fields (the topic, for the user's own filing) still change.
    expect(await user.caller.linkedin.posts.update({ id: published, topic: 'Live, renamed' })).toMatchObject({
      topic: 'Live, renamed',
      content: 'On LinkedIn',
    });
  });
});

describe('schedule', () => {
  it('schedules a draft for a future time, moves it, and cancels back to a draft', async () => {
    const user = await signedInCaller(testApp.deps);
    const post = await user.caller.linkedin.posts.create({ topic: 'Monday news', content: 'News' });
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    expect(await user.caller.linkedin.posts.schedule({ id: post.id, scheduledFor: tomorrow })).toMatchObject({
      status: 'scheduled',
      scheduledFor: tomorrow,
    });
    const later = new Date(Date.now() + 48 * HOUR);
    expect(await user.caller.linkedin.posts.schedule({ id: post.id, scheduledFor: later })).toMatchObject({
      status: 'scheduled',
      scheduledFor: later,
    });
    expect(await user.caller.linkedin.posts.cancelSchedule({ id: post.id })).toMatchObject({
      status: 'draft',
      scheduledFor: null,
    });
    expect(await rowOf(post.id)).toMatchObject({ status: 'draft', scheduledFor: null });
  });

  it('refuses a time that is not in the future', async () => {
    const user = await signedInCaller(testApp.deps);
    const post = await user.caller.linkedin.posts.create({ topic: 'Late', content: 'Late' });
    await expect(
      user.caller.linkedin.posts.schedule({ id: post.id, scheduledFor: new Date(Date.now() - 60_000) }),
    ).rejects.toMatchObject({ message: 'SCHEDULE_IN_PAST' });
    const now = new Date('2027-03-01T10:00:00Z');
    await expect(
      schedulePost(testApp.deps, { userId: user.userId, id: post.id, scheduledFor: now, now }),
    ).rejects.toMatchObject({ message: 'SCHEDULE_IN_PAST' });
    expect(
      await schedulePost(testApp.deps, {
        userId: user.userId,
        id: post.id,
        scheduledFor: new Date(now.getTime() + 1000),
        now,
      }),
    ).toMatchObject({ status: 'scheduled' });
  });

  it('refuses to schedule a published post, or cancel a post that is not scheduled', async () => {
    const user = await signedInCaller(testApp.deps);
    const published = await storedPost(user.userId, { topic: 'Done', status: 'published', createdAt: new Date() });
    await expect(
      user.caller.linkedin.posts.schedule({ id: published, scheduledFor: new Date(Date.now() + HOUR) }),
    ).rejects.toMatchObject({ message: 'POST_STATUS_CONFLICT' });
    await expect(user.caller.linkedin.posts.cancelSchedule({ id: published })).rejects.toMatchObject({
      message: 'POST_STATUS_CONFLICT',
    });
    const draft = await user.caller.linkedin.posts.create({ topic: 'Draft', content: 'Draft' });
    await expect(user.caller.linkedin.posts.cancelSchedule({ id: draft.id })).rejects.toMatchObject({
      message: 'POST_STATUS_CONFLICT',
    });
    expect(await rowOf(published)).toMatchObject({ status: 'published', scheduledFor: null });
  });
});

describe('media, duplicate and delete', () => {
  async function upload(userId: string, bytes: Buffer, fileName: string) {
    return uploadMedia(testApp.deps, { userId, fileName, bytes: new Uint8Array(bytes) });
  }

  async function storedObjects(srcs: readonly string[]) {
    const keys = srcs.map((src) => src.split('/').slice(-2).join('/'));
    const rows = await testApp.deps.db.selectFrom('storageObjects').select('key').where('key', 'in', keys).execute();
    return rows.length;
  }

  it('describes a post’s own uploads, and refuses another user’s file or a PDF with images', async () => {
    const user = await signedInCaller(testApp.deps);
    const image = await upload(user.userId, PNG, 'team.png');
    const pdf = await upload(user.userId, PDF, 'Deck.pdf');
    const post = await user.caller.linkedin.posts.create({
      topic: 'Team',
      content: 'Our team',
      mediaUrls: [image.src],
    });
    expect(post.media).toEqual([{ src: image.src, type: 'image', mimeType: 'image/png', title: 'team.png', alt: '' }]);
    const document = await user.caller.linkedin.posts.update({ id: post.id, mediaUrls: [pdf.src] });
    expect(document.media).toMatchObject([{ src: pdf.src, type: 'document', mimeType: 'application/pdf' }]);

    await expect(
      user.caller.linkedin.posts.update({ id: post.id, mediaUrls: [pdf.src, image.src] }),
    ).rejects.toMatchObject({ message: 'TOO_MANY_MEDIA' });

    const other = await signedInCaller(testApp.deps);
    const theirs = await upload(other.userId, PNG, 'theirs.png');
    await expect(
      user.caller.linkedin.posts.create({ topic: 'Not mine', content: 'x', mediaUrls: [theirs.src] }),
    ).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });

  it('duplicates a post as a new draft sharing its files, without schedule or LinkedIn state', async () => {
    const user = await signedInCaller(testApp.deps);
    const image = await upload(user.userId, PNG, 'chart.png');
    const original = await user.caller.linkedin.posts.create({
      topic: 'Chart',
      content: 'Look at this chart',
      mediaUrls: [image.src],
    });
    await user.caller.linkedin.posts.schedule({ id: original.id, scheduledFor: new Date(Date.now() + HOUR) });
    await testApp.deps.db
      .updateTable('linkedinPosts')
      .set({ linkedinPostId: 'urn:li:share:1', likesCount: 5 })
      .where('id', '=', original.id)
      .execute();

    const copy = await user.caller.linkedin.posts.duplicate({ id: original.id });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      status: 'draft',
      scheduledFor: null,
      linkedinPostId: null,
      likesCount: 0,
      topic: 'Chart',
      content: 'Look at this chart',
      mediaUrls: [image.src],
    });
    expect(copy.media).toHaveLength(1);

    // Deleting the original keeps the file the copy still shows; deleting the copy removes it.
    expect(await user.caller.linkedin.posts.delete({ id: original.id })).toEqual({ deleted: true });
    expect(await storedObjects([image.src])).toBe(1);
    expect((await user.caller.linkedin.posts.get({ id: copy.id })).media).toHaveLength(1);
    await user.caller.linkedin.posts.delete({ id: copy.id });
    expect(await storedObjects([image.src])).toBe(0);
    await expect(user.caller.linkedin.posts.get({ id: copy.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    const files = await testApp.deps.db
      .selectFrom('mediaFiles')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(files.count).toBe(0);
  });
});

describe('demo content', () => {
  it('gives a new database a demo account whose My Posts hold posts in every status, once', async () => {
    const fresh = await createTestApp();
    try {
      const now = new Date();
      const seeded = await seedDemoContent(fresh.deps.db, { now });
      const line = seeded.find((text) => text.startsWith(`demo account ${DEMO_EMAIL}`));
      const password = line?.match(/\(password (\S+)\)/)?.[1];
      if (!password) throw new Error('The seed did not say the demo password');

      const signIn = testClient(fresh.deps);
      await signIn.caller.auth.signIn({ email: DEMO_EMAIL, password });
      const list = await signIn.caller.linkedin.posts.list({});
      expect(list.counts).toEqual({ all: 6, draft: 2, scheduled: 2, published: 2 });
      for (const post of list.posts.filter((item) => item.status === 'scheduled')) {
        expect(post.scheduledFor?.getTime()).toBeGreaterThan(now.getTime());
      }
      for (const post of list.posts.filter((item) => item.status === 'published')) {
        expect(post.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+\/$/);
        expect(post.likesCount).toBeGreaterThan(0);
        expect(post.publishedAt?.getTime()).toBeLessThan(now.getTime());
      }
      expect(list.posts.every((post) => post.content.length > 200)).toBe(true);

      expect(await seedDemoContent(fresh.deps.db)).toEqual([]);
      expect((await signIn.caller.linkedin.posts.list({})).total).toBe(6);
    } finally {
      await fresh.close();
    }
  });
});
