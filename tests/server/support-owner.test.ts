import { SUPPORT_MEDIA_BUCKET } from '@wordloom/shared/schemas/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMedia } from '../../server/src/features/media/service.ts';
import { anonymousCaller, type Caller, type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { png } from '../helpers/media-files.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/**
 * Who may touch a support ticket (ARCHITECTURE §5): a user only their own, admins every one, and
 * no one without signing in. Runs on Postgres too when TEST_DATABASE_URL is set.
 */

let testApp: TestApp;
let alice: SignedInCaller;
let bob: SignedInCaller;
let admin: SignedInCaller;
let alicesTicket: { id: string };

const ticket = {
  subject: 'My invoice shows the wrong company',
  category: 'billing',
  message: 'The March invoice names Acme instead of Analytical Engines.',
  attachmentIds: [],
} as const;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await signedInCaller(testApp.deps);
  bob = await signedInCaller(testApp.deps);
  admin = await signedInCaller(testApp.deps, { admin: true });
  alicesTicket = await alice.caller.support.open({ ...ticket, attachmentIds: [] });
});

afterAll(() => testApp.close());

async function storedTicket() {
  return testApp.deps.db
    .selectFrom('supportTickets')
    .select(['status', 'closedAt'])
    .where('id', '=', alicesTicket.id)
    .executeTakeFirstOrThrow();
}

async function messageCount() {
  const rows = await testApp.deps.db
    .selectFrom('supportMessages')
    .select('id')
    .where('ticketId', '=', alicesTicket.id)
    .execute();
  return rows.length;
}

describe("another user's ticket", () => {
  it('is not found for reading, answering or closing, and stays as it was', async () => {
    const ticketId = alicesTicket.id;
    const attempts = [
      () => bob.caller.support.get({ ticketId }),
      () => bob.caller.support.reply({ ticketId, message: 'Let me in.', attachmentIds: [] }),
      () => bob.caller.support.close({ ticketId }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ appCode: 'TICKET_NOT_FOUND' });

    expect(await bob.caller.support.list()).toEqual([]);
    expect(await storedTicket()).toEqual({ status: 'open', closedAt: null });
    expect(await messageCount()).toBe(1);
    expect((await alice.caller.support.get({ ticketId })).messages).toHaveLength(1);
  });

  it('answers an unknown ticket the same way', async () => {
    await expect(alice.caller.support.get({ ticketId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      appCode: 'TICKET_NOT_FOUND',
    });
  });
});

/** Every admin procedure of the support router, on Alice's ticket. */
function adminProcedures(caller: Caller) {
  const ticketId = alicesTicket.id;
  return [
    () => caller.support.adminList({}),
    () => caller.support.adminGet({ ticketId }),
    () => caller.support.adminReply({ ticketId, message: 'Resolved.', attachmentIds: [], internal: false }),
    () => caller.support.assign({ ticketId, adminId: null }),
    () => caller.support.setStatus({ ticketId, status: 'closed' }),
    () => caller.support.admins(),
  ];
}

describe('the support inbox is for admins', () => {
  it('refuses every admin procedure to a signed-in user who is not an admin, even on their own ticket', async () => {
    for (const user of [alice, bob]) {
      for (const attempt of adminProcedures(user.caller)) {
        await expect(attempt()).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });
      }
    }
    expect(await storedTicket()).toEqual({ status: 'open', closedAt: null });
    expect(await messageCount()).toBe(1);
  });

  it("asks an anonymous caller to sign in, for the users' procedures and the admins' alike", async () => {
    const visitor = anonymousCaller(testApp.deps);
    const ticketId = alicesTicket.id;
    const attempts = [
      () => visitor.support.list(),
      () => visitor.support.get({ ticketId }),
      () => visitor.support.open({ ...ticket, attachmentIds: [] }),
      () => visitor.support.reply({ ticketId, message: 'Hello?', attachmentIds: [] }),
      () => visitor.support.close({ ticketId }),
      ...adminProcedures(visitor),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ appCode: 'UNAUTHENTICATED' });
    expect(await messageCount()).toBe(1);
  });

  it('lets an admin read and answer any ticket', async () => {
    expect((await admin.caller.support.adminGet({ ticketId: alicesTicket.id })).user.id).toBe(alice.userId);
    expect((await admin.caller.support.adminList({})).items.map((each) => each.id)).toContain(alicesTicket.id);
  });
});

describe('support attachments', () => {
  let served: { baseUrl: string; close: () => Promise<void> };
  beforeAll(async () => {
    served = await listen(testApp.app);
  });
  afterAll(() => served.close());

  async function upload(user: SignedInCaller) {
    return uploadMedia(testApp.deps, {
      userId: user.userId,
      bucket: SUPPORT_MEDIA_BUCKET,
      fileName: 'a.png',
      bytes: png(2, 2),
    });
  }

  async function statusFor(src: string, viewer?: SignedInCaller) {
    const response = await fetch(`${served.baseUrl}${src}`, viewer ? { headers: { cookie: viewer.cookie } } : {});
    return response.status;
  }

  it('are shown to the ticket’s user and to admins only, and never an internal note’s file to the user', async () => {
    const own = await upload(alice);
    const ticketWithFile = await alice.caller.support.open({ ...ticket, attachmentIds: [own.id] });
    const answer = await upload(admin);
    await admin.caller.support.adminReply({
      ticketId: ticketWithFile.id,
      message: 'Here is the corrected invoice.',
      attachmentIds: [answer.id],
      internal: false,
    });
    const note = await upload(admin);
    await admin.caller.support.adminReply({
      ticketId: ticketWithFile.id,
      message: 'Their account shows a second company.',
      attachmentIds: [note.id],
      internal: true,
    });

    // The user: their upload and the admin's answer, not the note.
    expect([
      await statusFor(own.src, alice),
      await statusFor(answer.src, alice),
      await statusFor(note.src, alice),
    ]).toEqual([200, 200, 404]);
    // Another user and a visitor: nothing, as if the files did not exist.
    for (const viewer of [bob, undefined]) {
      expect([
        await statusFor(own.src, viewer),
        await statusFor(answer.src, viewer),
        await statusFor(note.src, viewer),
      ]).toEqual([404, 404, 404]);
    }
    // Admins: everything.
    expect([await statusFor(own.src, admin), await statusFor(note.src, admin)]).toEqual([200, 200]);

    const response = await fetch(`${served.baseUrl}${own.src}`, { headers: { cookie: alice.cookie } });
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('leave the other buckets public', async () => {
    const image = await uploadMedia(testApp.deps, {
      userId: bob.userId,
      bucket: 'linkedin-posts',
      fileName: 'p.png',
      bytes: png(2, 2),
    });
    expect(await statusFor(image.src)).toBe(200);
  });
});
