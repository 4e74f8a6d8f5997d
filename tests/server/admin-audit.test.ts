import { AUDIT_ACTIONS, AUDIT_LOG_PAGE_SIZE, type TAuditAction } from '@wordloom/shared/schemas/admin';
import type { TCreateHttpRequestForm } from '@wordloom/shared/schemas/http-mappings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdminAction } from '../../server/src/features/admin/audit.ts';
import { anonymousCaller, type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { toolInput } from '../helpers/tools.ts';

/** Removed URLs and the audit log of the admin console (issue 16 point 6). */

let testApp: TestApp;
let admin: SignedInCaller;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInCaller(testApp.deps, { admin: true });
});

afterAll(async () => {
  await testApp.close();
});

function isRemoved(path: string) {
  return anonymousCaller(testApp.deps).removedUrls.check({ path });
}

describe('removed URLs', () => {
  it('adds exact paths and "Starts with: " prefixes that the public check sees at once, and deletes them', async () => {
    // Read once, so the check holds the rules in memory before they change.
    expect(await isRemoved('/old-pricing')).toBe(false);
    expect(await isRemoved('/legacy/guide')).toBe(false);

    const exact = await admin.caller.admin.addRemovedUrl({ path: '/old-pricing/', match: 'exact' });
    const prefix = await admin.caller.admin.addRemovedUrl({ path: '/legacy/', match: 'prefix' });
    expect(exact.url).toBe('/old-pricing');
    expect(prefix.url).toBe('Starts with: /legacy/');
    expect(await isRemoved('/old-pricing')).toBe(true);
    expect(await isRemoved('/legacy/guide')).toBe(true);
    expect(await isRemoved('/legacy-new')).toBe(false);
    expect((await admin.caller.admin.removedUrls()).map((row) => row.url)).toEqual(
      expect.arrayContaining(['/old-pricing', 'Starts with: /legacy/']),
    );

    await expect(admin.caller.admin.addRemovedUrl({ path: '/old-pricing', match: 'exact' })).rejects.toMatchObject({
      appCode: 'REMOVED_URL_EXISTS',
    });
    await expect(admin.caller.admin.addRemovedUrl({ path: '/legacy/', match: 'prefix' })).rejects.toMatchObject({
      appCode: 'REMOVED_URL_EXISTS',
    });

    await admin.caller.admin.deleteRemovedUrl({ id: exact.id });
    expect(await isRemoved('/old-pricing')).toBe(false);
    expect(await isRemoved('/legacy/guide')).toBe(true);
    expect((await admin.caller.admin.removedUrls()).map((row) => row.url)).not.toContain('/old-pricing');
    await expect(admin.caller.admin.deleteRemovedUrl({ id: exact.id })).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
  });

  it('lists newest first', async () => {
    const older = await admin.caller.admin.addRemovedUrl({ path: '/first-gone', match: 'exact' });
    await testApp.deps.db
      .updateTable('permanentlyRemovedUrls')
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') } as never)
      .where('id', '=', older.id)
      .execute();
    const newer = await admin.caller.admin.addRemovedUrl({ path: '/second-gone', match: 'exact' });
    const ids = (await admin.caller.admin.removedUrls()).map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.at(-1)).toBe(older.id);
  });
});

function requestForm(name: string): TCreateHttpRequestForm {
  return httpRequestForm({ name, endpointUrl: 'https://api.example.com/write' });
}

describe('the audit log', () => {
  it('has a row, by the acting admin, for every admin action of the product', async () => {
    const caller = admin.caller;
    const user = await signedInCaller(testApp.deps, { words: 500 });
    const other = await createUser(testApp.deps.db);

    await caller.admin.adjustWords({ userId: user.userId, direction: 'grant', words: 100, reason: 'Welcome back' });
    await caller.admin.adjustWords({ userId: user.userId, direction: 'deduct', words: 50, reason: 'Correction' });
    await caller.admin.suspend({ userId: other.userId, reason: 'Spam' });
    await caller.admin.restore({ userId: other.userId });
    await caller.admin.setAdmin({ userId: other.userId, admin: true });
    await caller.admin.setAdmin({ userId: other.userId, admin: false });
    const removed = await caller.admin.addRemovedUrl({ path: '/audited', match: 'exact' });
    await caller.admin.deleteRemovedUrl({ id: removed.id });

    const ticket = await user.caller.support.open({
      subject: 'Invoice question',
      category: 'billing',
      message: 'Can I get a PDF?',
      attachmentIds: [],
    });
    await caller.support.assign({ ticketId: ticket.id, adminId: admin.userId });
    await caller.support.setStatus({ ticketId: ticket.id, status: 'closed' });
    await caller.support.adminReply({
      ticketId: ticket.id,
      message: 'Here it is.',
      attachmentIds: [],
      internal: false,
    });

    const tool = await caller.tools.create(toolInput({ status: 'draft' }));
    await caller.tools.update({
      id: tool.id,
      ...toolInput({ slug: tool.slug, name: 'Renamed tool', status: 'draft' }),
    });
    await caller.tools.delete({ id: tool.id });

    const request = await caller.httpMappings.createRequest(requestForm('Audited request'));
    await caller.httpMappings.deleteRequest({ id: request.id });

    // An admin's changes to another user's article.
    const article = await user.caller.blog.create({ title: 'Spring launch notes', content: '<p>Draft.</p>' });
    await caller.blog.update({ id: article.id, title: 'Spring launch notes (fixed)' });
    await caller.blog.publish({ id: article.id });
    await caller.blog.unpublish({ id: article.id });
    await caller.blog.delete({ id: article.id });

    await caller.ai.admin.setActiveProvider({ provider: 'offline' });

    const log = await caller.admin.auditLog({});
    const actions = new Set(log.items.map((entry) => entry.action));
    expect([...AUDIT_ACTIONS].filter((action) => !actions.has(action))).toEqual([]);
    expect(log.items.every((entry) => entry.adminId === admin.userId)).toBe(true);

    const byAction = (action: TAuditAction) => log.items.filter((entry) => entry.action === action);
    expect(byAction('ticket_status_changed')[0]).toMatchObject({
      targetUserId: user.userId,
      details: { ticketId: ticket.id, number: ticket.number, status: 'closed' },
    });
    expect(byAction('tool_updated')[0]?.details).toEqual({ toolId: tool.id, name: 'Renamed tool', slug: tool.slug });
    expect(byAction('ai_settings_changed')[0]?.details).toEqual({ activeProvider: 'offline' });
    expect(byAction('removed_url_deleted')[0]?.details).toEqual({ url: '/audited' });
    expect(byAction('article_deleted')[0]).toMatchObject({
      targetUserId: user.userId,
      details: { articleId: article.id, title: 'Spring launch notes (fixed)' },
    });
    // Newest first: the last action comes first.
    expect(log.items[0]?.action).toBe('ai_settings_changed');
  });

  it('keeps no row for changes to one’s own article, an admin’s included', async () => {
    const author = await signedInCaller(testApp.deps);
    const own = await author.caller.blog.create({ title: 'My own notes', content: '<p>Mine.</p>' });
    await author.caller.blog.update({ id: own.id, title: 'My own notes, edited' });
    await author.caller.blog.delete({ id: own.id });
    const adminsOwn = await admin.caller.blog.create({ title: 'Team announcement', content: '<p>Hello.</p>' });
    await admin.caller.blog.publish({ id: adminsOwn.id });

    const articleActions = (await admin.caller.admin.auditLog({})).items.filter((entry) =>
      [own.id, adminsOwn.id].includes(String(entry.details.articleId)),
    );
    expect(articleActions).toEqual([]);
  });

  it('keeps no row for an action that failed', async () => {
    const { userId } = await createUser(testApp.deps.db);
    await expect(
      admin.caller.admin.adjustWords({ userId, direction: 'deduct', words: 1, reason: 'Nothing to take' }),
    ).rejects.toMatchObject({ appCode: 'INSUFFICIENT_WORDS' });
    expect((await admin.caller.admin.auditLog({ targetUserId: userId })).items).toEqual([]);
  });

  it('filters by action and by user, and pages', async () => {
    const { userId, email } = await createUser(testApp.deps.db);
    for (let index = 0; index < AUDIT_LOG_PAGE_SIZE + 1; index += 1) {
      await recordAdminAction(testApp.deps.db, {
        adminId: admin.userId,
        action: 'words_granted',
        targetUserId: userId,
        details: { words: index, reason: `gift_${index}`, previous_words: index },
      });
    }
    await admin.caller.admin.suspend({ userId, reason: 'Paging' });

    const first = await admin.caller.admin.auditLog({ targetUserId: userId });
    expect(first).toMatchObject({ total: AUDIT_LOG_PAGE_SIZE + 2, page: 1, pageSize: AUDIT_LOG_PAGE_SIZE });
    expect(first.items).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      action: 'user_suspended',
      targetEmail: email,
      details: { reason: 'Paging' },
    });
    expect((await admin.caller.admin.auditLog({ targetUserId: userId, page: 2 })).items).toHaveLength(2);

    const granted = await admin.caller.admin.auditLog({ targetUserId: userId, action: 'words_granted' });
    expect(granted.total).toBe(AUDIT_LOG_PAGE_SIZE + 1);
    // The details come back as stored: the CamelCasePlugin does not rename their keys.
    expect(granted.items.every((entry) => entry.details.previous_words === entry.details.words)).toBe(true);
  });
});
