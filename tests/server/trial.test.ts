import { randomUUID } from 'node:crypto';
import { splitArticleMarkdown } from '@wordloom/shared/domain/article-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import { ARTICLE_MARKDOWN, OUTLINES, readyForArticle } from '../helpers/article-writer.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { addPaidInvoice, makeAdmin } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testPostgresUrl } from '../helpers/test-database.ts';

/**
 * The free trial (issue 16 point 3, decision 015): until the first payment, each new article
 * takes one of the trial's 2 blogs, and none is written once the blogs or the 14 days are over.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

async function articleTitles(authorId: string): Promise<string[]> {
  const rows = await testApp.deps.db
    .selectFrom('blogPosts')
    .select('title')
    .where('authorId', '=', authorId)
    .orderBy('title')
    .execute();
  return rows.map((row) => row.title);
}

async function blogsRemaining(userId: string): Promise<number> {
  const row = await testApp.deps.db
    .selectFrom('profiles')
    .select('trialBlogsRemaining')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.trialBlogsRemaining;
}

async function setTrial(userId: string, trial: { trialBlogsRemaining?: number; trialEndsAt?: Date }): Promise<void> {
  await testApp.deps.db.updateTable('profiles').set(trial).where('userId', '=', userId).execute();
}

function create(user: SignedInCaller, title: string) {
  return user.caller.blog.create({ title });
}

const TRIAL_ENDED = { code: 'PAYMENT_REQUIRED', message: 'TRIAL_ENDED' };

describe('new articles on the free trial', () => {
  it('takes one blog per article: the third is TRIAL_ENDED and is not written', async () => {
    const user = await signedInCaller(testApp.deps);
    await create(user, 'First');
    expect(await blogsRemaining(user.userId)).toBe(1);
    await create(user, 'Second');
    expect(await blogsRemaining(user.userId)).toBe(0);

    await expect(create(user, 'Third')).rejects.toMatchObject(TRIAL_ENDED);
    expect(await articleTitles(user.userId)).toEqual(['First', 'Second']);
    expect(await blogsRemaining(user.userId)).toBe(0);
  });

  it('refuses the first article once the trial’s days are over, and keeps its blogs', async () => {
    const user = await signedInCaller(testApp.deps);
    await setTrial(user.userId, { trialEndsAt: new Date(Date.now() - 60_000) });

    await expect(create(user, 'Too late')).rejects.toMatchObject(TRIAL_ENDED);
    expect(await articleTitles(user.userId)).toEqual([]);
    expect(await blogsRemaining(user.userId)).toBe(2);
  });

  it('stops counting after the first payment: the third article is written', async () => {
    const user = await signedInCaller(testApp.deps);
    await create(user, 'First');
    await create(user, 'Second');
    await addPaidInvoice(testApp.deps.db, user.userId);

    await create(user, 'Third');
    expect(await articleTitles(user.userId)).toEqual(['First', 'Second', 'Third']);
  });

  it('ends when an admin grants words (a sale outside Stripe, or a server without payments)', async () => {
    const user = await signedInCaller(testApp.deps);
    await setTrial(user.userId, { trialBlogsRemaining: 0 });
    await expect(create(user, 'Refused')).rejects.toMatchObject(TRIAL_ENDED);
    const admin = await signedInCaller(testApp.deps);
    await makeAdmin(testApp.deps.db, admin.userId);
    await admin.caller.admin.adjustWords({
      userId: user.userId,
      direction: 'grant',
      words: 5000,
      reason: 'Invoice 42 paid by transfer',
    });

    await create(user, 'Written');
    expect(await articleTitles(user.userId)).toEqual(['Written']);
    expect(await user.caller.auth.me()).toMatchObject({ onTrial: false });
  });

  it('a failed payment does not end the trial', async () => {
    const user = await signedInCaller(testApp.deps);
    await setTrial(user.userId, { trialBlogsRemaining: 0 });
    await testApp.deps.db
      .insertInto('invoices')
      .values({
        userId: user.userId,
        stripeId: `in_failed_${user.userId}`,
        kind: 'plan',
        itemId: 'starter',
        amount: 1900,
        currency: 'usd',
        status: 'failed',
      })
      .execute();

    await expect(create(user, 'Unpaid')).rejects.toMatchObject(TRIAL_ENDED);
    expect(await articleTitles(user.userId)).toEqual([]);
  });

  it('lets a translation through with no blogs left, and does not count it', async () => {
    const user = await signedInCaller(testApp.deps);
    const source = await create(user, 'Bread');
    await setTrial(user.userId, { trialBlogsRemaining: 0 });

    const french = await user.caller.blog.create({ title: 'Pain', languageCode: 'fr', translationOf: source.id });
    expect(french.translations.map((translation) => translation.languageCode).sort()).toEqual(['en', 'fr']);
    expect(await articleTitles(user.userId)).toEqual(['Bread', 'Pain']);
    expect(await blogsRemaining(user.userId)).toBe(0);
  });

  it('does not count a translation while blogs are left', async () => {
    const user = await signedInCaller(testApp.deps);
    const source = await create(user, 'Cheese');
    await user.caller.blog.create({ title: 'Käse', languageCode: 'de', translationOf: source.id });
    expect(await blogsRemaining(user.userId)).toBe(1);
  });

  it('does not limit an admin, nor take the admin’s trial blogs', async () => {
    const admin = await signedInCaller(testApp.deps, { admin: true });
    await setTrial(admin.userId, { trialEndsAt: new Date(Date.now() - 60_000) });
    for (const title of ['One', 'Two', 'Three']) await create(admin, title);

    expect(await articleTitles(admin.userId)).toEqual(['One', 'Three', 'Two']);
    expect(await blogsRemaining(admin.userId)).toBe(2);
    // Nor is an admin shown the trial: no "Free Trial" label, none on the Subscription page.
    expect(await admin.caller.auth.me()).toMatchObject({ onTrial: false });
    expect((await admin.caller.billing.overview()).trial).toMatchObject({ onTrial: false, expired: false });
  });

  it('leaves editing an existing article alone once the trial is over', async () => {
    const user = await signedInCaller(testApp.deps);
    const article = await create(user, 'Draft');
    await setTrial(user.userId, { trialBlogsRemaining: 0, trialEndsAt: new Date(Date.now() - 60_000) });

    const updated = await user.caller.blog.update({ id: article.id, title: 'Draft, edited' });
    expect(updated.title).toBe('Draft, edited');
  });

  it.runIf(testPostgresUrl())(
    'makes exactly 2 articles of 10 concurrent creates with 2 blogs left (Postgres)',
    async () => {
      const user = await signedInCaller(testApp.deps);
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => create(user, `Race ${index}`)));

      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(8);
      for (const reason of refusals) expect(reason).toMatchObject(TRIAL_ENDED);
      expect(await articleTitles(user.userId)).toHaveLength(2);
      expect(await blogsRemaining(user.userId)).toBe(0);
    },
  );
});

describe('the article writer’s save on the free trial', () => {
  const generatedArticle = {
    title: 'How to Make a Sourdough Starter in 7 Days',
    metaDescription: '',
    sections: splitArticleMarkdown(ARTICLE_MARKDOWN, {
      outline: OUTLINES.outlines[0]!.sections,
      includeKeyTakeaways: true,
      includeFaq: true,
    }).sections,
  };

  it('refuses to save a new article with no blogs left, and keeps the generated article in the session', async () => {
    const user = await signedInCaller(testApp.deps);
    await setTrial(user.userId, { trialBlogsRemaining: 0 });
    const session = await readyForArticle(user.caller, { generatedArticle });

    await expect(user.caller.articleWriter.saveArticle({ sessionId: session.id })).rejects.toMatchObject(TRIAL_ENDED);
    expect(await articleTitles(user.userId)).toEqual([]);
    const kept = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(kept.articleId).toBeNull();
    expect(kept.state.generatedArticle).toEqual(generatedArticle);

    await addPaidInvoice(testApp.deps.db, user.userId);
    const { articleId } = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    expect((await user.caller.articleWriter.sessions.get({ sessionId: session.id })).articleId).toBe(articleId);
    expect(await articleTitles(user.userId)).toEqual([generatedArticle.title]);
  });

  it('refuses the article run before holding words when the trial could not save it', async () => {
    const user = await signedInCaller(testApp.deps, { words: 5000 });
    await setTrial(user.userId, { trialEndsAt: new Date(Date.now() - 60_000) });
    const session = await readyForArticle(user.caller);

    await expect(
      user.caller.articleWriter.run({ run: 'article', sessionId: session.id, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject(TRIAL_ENDED);
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 5000,
      heldWords: 0,
    });
    const generations = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select('id')
      .where('userId', '=', user.userId)
      .execute();
    expect(generations).toEqual([]);

    await addPaidInvoice(testApp.deps.db, user.userId);
    const started = await user.caller.articleWriter.run({
      run: 'article',
      sessionId: session.id,
      idempotencyKey: randomUUID(),
    });
    expect(started.generationId).toEqual(expect.any(String));
  });

  it('saves the same article again with no blogs left: an update takes none', async () => {
    const user = await signedInCaller(testApp.deps);
    const session = await readyForArticle(user.caller, { generatedArticle });
    const first = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    await setTrial(user.userId, { trialBlogsRemaining: 0 });

    const again = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    expect(again.articleId).toBe(first.articleId);
    expect(await blogsRemaining(user.userId)).toBe(0);
  });
});

describe('onTrial of the signed-in user', () => {
  it('is true until a paid invoice exists, with the trial’s blogs and end kept', async () => {
    const user = await signedInCaller(testApp.deps);
    expect(await user.caller.auth.me()).toMatchObject({ onTrial: true, trialBlogsRemaining: 2 });

    await addPaidInvoice(testApp.deps.db, user.userId);
    const me = await user.caller.auth.me();
    expect(me).toMatchObject({ onTrial: false, trialBlogsRemaining: 2 });
    expect(me?.trialEndsAt).toBeInstanceOf(Date);
  });
});
