import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditLog } from '../../server/src/features/admin/audit.ts';
import { setAdmin } from '../../server/src/features/admin/users.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testPostgresUrl } from '../helpers/test-database.ts';

/** Promoting and demoting admins (issue 16 point 6, spec §6): never oneself, never the last one. */

let testApp: TestApp;
let first: SignedInCaller;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** Every test starts with one admin, `first`. */
beforeEach(async () => {
  await testApp.deps.db.deleteFrom('userRoles').where('role', '=', 'admin').execute();
  first = await signedInCaller(testApp.deps, { admin: true });
});

async function adminIds() {
  const rows = await testApp.deps.db.selectFrom('userRoles').select('userId').where('role', '=', 'admin').execute();
  return rows.map((row) => row.userId).sort();
}

async function auditOf(targetUserId: string) {
  return (await listAuditLog(testApp.deps.db, { targetUserId })).items.map((entry) => [entry.action, entry.adminId]);
}

describe('admin roles', () => {
  it('promotes and demotes, each with an audit row', async () => {
    const { userId } = await createUser(testApp.deps.db);
    await first.caller.admin.setAdmin({ userId, admin: true });
    expect(await adminIds()).toEqual([first.userId, userId].sort());
    expect(await first.caller.admin.user({ userId })).toMatchObject({ isAdmin: true, isLastAdmin: false });

    await first.caller.admin.setAdmin({ userId, admin: false });
    expect(await adminIds()).toEqual([first.userId]);
    expect(await auditOf(userId)).toEqual([
      ['admin_demoted', first.userId],
      ['admin_promoted', first.userId],
    ]);
  });

  it('never demotes the last admin, and refuses demoting oneself', async () => {
    expect(await first.caller.admin.user({ userId: first.userId })).toMatchObject({ isAdmin: true, isLastAdmin: true });
    await expect(first.caller.admin.setAdmin({ userId: first.userId, admin: false })).rejects.toMatchObject({
      appCode: 'SELF_ACTION_REFUSED',
    });
    // Another admin's request that passed the role check just before that admin was demoted.
    const { userId: formerAdmin } = await createUser(testApp.deps.db);
    await expect(
      setAdmin(testApp.deps.db, { adminId: formerAdmin, userId: first.userId, admin: false }),
    ).rejects.toMatchObject({ appCode: 'LAST_ADMIN' });
    expect(await adminIds()).toEqual([first.userId]);
    expect(await auditOf(first.userId)).toEqual([]);
  });

  it('refuses a demotion by an admin who lost the role meanwhile', async () => {
    const second = await createUser(testApp.deps.db, { admin: true });
    const third = await createUser(testApp.deps.db, { admin: true });
    await first.caller.admin.setAdmin({ userId: second.userId, admin: false });
    await expect(
      setAdmin(testApp.deps.db, { adminId: second.userId, userId: third.userId, admin: false }),
    ).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });
    expect(await adminIds()).toEqual([first.userId, third.userId].sort());
  });

  it('writes admin_promoted for the spec’s promote-by-e-mail too', async () => {
    const { userId, email } = await createUser(testApp.deps.db);
    await first.caller.users.promoteToAdmin({ email: email.toUpperCase() });
    await first.caller.users.promoteToAdmin({ email });
    expect(await adminIds()).toEqual([first.userId, userId].sort());
    expect(await auditOf(userId)).toEqual([['admin_promoted', first.userId]]);
  });

  it.runIf(testPostgresUrl())(
    'leaves exactly one admin when two admins demote each other at once (Postgres)',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        await testApp.deps.db.deleteFrom('userRoles').where('role', '=', 'admin').execute();
        const a = await signedInCaller(testApp.deps, { admin: true });
        const b = await signedInCaller(testApp.deps, { admin: true });
        const outcomes = await Promise.allSettled([
          a.caller.admin.setAdmin({ userId: b.userId, admin: false }),
          b.caller.admin.setAdmin({ userId: a.userId, admin: false }),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        // LAST_ADMIN when both got past the role check, ADMIN_ONLY when the other had already committed.
        const refused = outcomes.find((outcome) => outcome.status === 'rejected');
        const reason = refused?.reason as { appCode?: string } | undefined;
        expect(['LAST_ADMIN', 'ADMIN_ONLY']).toContain(reason?.appCode);
        expect((await adminIds()).length).toBe(1);
      }
    },
  );
});
