import { RECENT_WRITER_SESSIONS } from '@wordloom/shared/schemas/article-writer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYWORD, KEYWORD_IDEAS, sessionWith } from '../helpers/article-writer.ts';
import { createArticle } from '../helpers/blog.ts';
import { signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The article writer's sessions (spec §3 "Article writer session", §4 defaults and Reset): kept
 * on the server so they resume anywhere, listed last changed first, changed by patches of their
 * top-level fields, and only ever the owner's.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function storedRow(id: string) {
  return testApp.deps.db
    .selectFrom('articleWriterSessions')
    .select(['userId', 'step', 'keyword', 'title', 'revision', 'articleId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('creating and reading', () => {
  it("starts at step 1 with the spec's defaults (US, en, Blog Post, broken links off, 10, writer)", async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await user.caller.articleWriter.sessions.create({});
    expect(session.step).toBe('keyword');
    expect(session.articleId).toBeNull();
    expect(session.state.keywordForm).toEqual({
      keyword: '',
      country: 'US',
      language: 'en',
      contentType: 'Blog Post',
      brokenLinks: false,
      brokenLinkCount: 10,
    });
    expect(session.state.titleForm.pointOfView).toBe('writer');
    expect(session.state.keywordResponse).toBeNull();
    expect(await user.caller.articleWriter.sessions.get({ sessionId: session.id })).toEqual(session);
    expect(await storedRow(session.id)).toMatchObject({ userId: user.userId, step: 'keyword', keyword: '' });
  });

  it('keeps the keyword form it was created with, and copies its keyword for the list', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWith(user.caller);
    expect(session.state.keywordForm).toMatchObject({ keyword: KEYWORD, contentType: 'How-to Guide' });
    expect(await storedRow(session.id)).toMatchObject({ keyword: KEYWORD, title: '' });
  });

  it('resumes from a second browser of the same user', async () => {
    const laptop = await signedInCaller(testApp.deps);
    const phone = await signedInCaller(testApp.deps, laptop.userId);
    const session = await sessionWith(laptop.caller);
    expect(await phone.caller.articleWriter.sessions.get({ sessionId: session.id })).toEqual(session);
  });

  it(`lists the user's last ${RECENT_WRITER_SESSIONS} sessions, last changed first, and no one else's`, async () => {
    const user = await signedInCaller(testApp.deps);
    const other = await signedInCaller(testApp.deps);
    await sessionWith(other.caller);
    const created = [];
    for (let index = 0; index < RECENT_WRITER_SESSIONS + 1; index += 1) {
      created.push(await user.caller.articleWriter.sessions.create({}));
    }
    // The oldest one changes last: it comes first.
    const [oldest] = created;
    await user.caller.articleWriter.sessions.update({
      sessionId: oldest!.id,
      patch: { chosenTitle: { title: 'Feeding a starter', description: '' } },
    });
    const list = await user.caller.articleWriter.sessions.list();
    expect(list).toHaveLength(RECENT_WRITER_SESSIONS);
    expect(list[0]).toMatchObject({ id: oldest!.id, title: 'Feeding a starter', step: 'keyword', articleId: null });
    expect(list.map((row) => row.id)).toEqual([
      oldest!.id,
      ...created
        .slice(1)
        .reverse()
        .slice(0, RECENT_WRITER_SESSIONS - 1)
        .map((row) => row.id),
    ]);
  });
});

describe('changing', () => {
  it('replaces only the fields the patch gives, moves the step forward only, and bumps the revision', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWith(
      user.caller,
      { keywordResponse: { keywords: KEYWORD_IDEAS, competingPages: [] } },
      'select-keywords',
    );
    expect(session.step).toBe('select-keywords');

    const changed = await user.caller.articleWriter.sessions.update({
      sessionId: session.id,
      step: 'keyword',
      patch: { selectedKeywords: [{ keyword: 'rye starter', isSelected: true }] },
    });
    expect(changed.step).toBe('select-keywords');
    expect(changed.revision).toBe(session.revision + 1);
    expect(changed.state).toEqual({
      ...session.state,
      selectedKeywords: [{ keyword: 'rye starter', isSelected: true }],
    });
  });

  it('refuses a patch that breaks the schema, and stores nothing', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWith(user.caller);
    await expect(
      user.caller.articleWriter.sessions.update({
        sessionId: session.id,
        patch: { keywordForm: { ...session.state.keywordForm, brokenLinkCount: 500 } },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await user.caller.articleWriter.sessions.get({ sessionId: session.id })).toEqual(session);
  });

  it('keeps both of two changes of different fields made at the same time', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWith(user.caller);
    await Promise.all([
      user.caller.articleWriter.sessions.update({
        sessionId: session.id,
        patch: { titleForm: { ...session.state.titleForm, writingStyle: 'Warm and practical' } },
      }),
      user.caller.articleWriter.sessions.update({
        sessionId: session.id,
        patch: { articleOptions: { includeKeyTakeaways: false, includeFaq: true } },
      }),
    ]);
    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.state.titleForm.writingStyle).toBe('Warm and practical');
    expect(after.state.articleOptions).toEqual({ includeKeyTakeaways: false, includeFaq: true });
    expect(after.revision).toBe(session.revision + 2);
  });

  it('resets to the defaults and step 1, keeping the id, the saved article and the saved links', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWith(
      user.caller,
      {
        keywordResponse: { keywords: KEYWORD_IDEAS, competingPages: [] },
        chosenTitle: { title: 'Feeding a starter', description: 'Daily care.' },
        savedBrokenLinks: [{ url: 'https://flour.example/' }],
      },
      'title-description',
    );
    const { id: articleId } = await createArticle(testApp.deps.db, { authorId: user.userId });
    await testApp.deps.db
      .updateTable('articleWriterSessions')
      .set({ articleId })
      .where('id', '=', session.id)
      .execute();

    const reset = await user.caller.articleWriter.sessions.reset({ sessionId: session.id });
    expect(reset.id).toBe(session.id);
    expect(reset.workflowId).toBe(session.workflowId);
    expect(reset.step).toBe('keyword');
    expect(reset.articleId).toBe(articleId);
    expect(reset.state).toEqual({
      ...(await user.caller.articleWriter.sessions.create({})).state,
      savedBrokenLinks: [{ url: 'https://flour.example/' }],
    });
    expect(await storedRow(session.id)).toMatchObject({ keyword: '', title: '', step: 'keyword', articleId });
  });

  it('removes a session', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await sessionWith(user.caller);
    expect(await user.caller.articleWriter.sessions.remove({ sessionId: session.id })).toEqual({ removed: true });
    await expect(user.caller.articleWriter.sessions.get({ sessionId: session.id })).rejects.toMatchObject({
      message: 'WRITER_SESSION_NOT_FOUND',
    });
    await expect(user.caller.articleWriter.sessions.remove({ sessionId: session.id })).rejects.toMatchObject({
      message: 'WRITER_SESSION_NOT_FOUND',
    });
  });
});

describe("another user's session", () => {
  it('is not found by any procedure, and its row stays as it was', async () => {
    const owner = await signedInCaller(testApp.deps);
    const other = await signedInCaller(testApp.deps);
    const session = await sessionWith(owner.caller);
    const sessionId = session.id;
    const notFound = { message: 'WRITER_SESSION_NOT_FOUND' };

    await expect(other.caller.articleWriter.sessions.get({ sessionId })).rejects.toMatchObject(notFound);
    await expect(
      other.caller.articleWriter.sessions.update({ sessionId, step: 'outline', patch: { selectedKeywords: [] } }),
    ).rejects.toMatchObject(notFound);
    await expect(other.caller.articleWriter.sessions.reset({ sessionId })).rejects.toMatchObject(notFound);
    await expect(other.caller.articleWriter.sessions.remove({ sessionId })).rejects.toMatchObject(notFound);
    await expect(other.caller.articleWriter.suggestInternalLinks({ sessionId })).rejects.toMatchObject(notFound);
    await expect(other.caller.articleWriter.saveArticle({ sessionId })).rejects.toMatchObject(notFound);
    expect(await other.caller.articleWriter.sessions.list()).toEqual([]);

    expect(await owner.caller.articleWriter.sessions.get({ sessionId })).toEqual(session);
  });
});
