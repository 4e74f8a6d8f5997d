import type { TAuditAction } from '@wordloom/shared/schemas/admin';
import type { TSubscriptionStatus } from '@wordloom/shared/schemas/billing';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';

/** `%` and `_` typed in a search are looked for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function isAdminExpression(eb: ExpressionBuilder<DB, 'users'>) {
  return eb
    .exists(
      eb
        .selectFrom('userRoles')
        .select('userRoles.userId')
        .whereRef('userRoles.userId', '=', 'users.id')
        .where('userRoles.role', '=', 'admin'),
    )
    .$castTo<boolean>();
}

export interface UserFilter {
  search: string;
  filter: 'all' | 'admins' | 'suspended';
}

/** One page of users, newest first, and how many the filter finds. */
export async function selectUsersPage(
  db: Executor,
  { search, filter, limit, offset }: UserFilter & { limit: number; offset: number },
) {
  const base = db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.userId', 'users.id')
    .leftJoin('wordBalance', 'wordBalance.userId', 'users.id')
    .where((eb) => {
      const conditions = [];
      if (search) {
        const pattern = likePattern(search);
        conditions.push(eb.or([eb('users.email', 'ilike', pattern), eb('profiles.name', 'ilike', pattern)]));
      }
      if (filter === 'admins') conditions.push(isAdminExpression(eb));
      if (filter === 'suspended') conditions.push(eb('users.suspendedAt', 'is not', null));
      return eb.and(conditions);
    });
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'users.id',
        'users.email',
        'users.suspendedAt',
        'users.createdAt',
        eb.fn.coalesce('profiles.name', eb.val('')).as('name'),
        eb.fn.coalesce('wordBalance.availableWords', eb.lit(0)).as('availableWords'),
        eb.fn
          .coalesce('wordBalance.subscriptionStatus', eb.val('free'))
          .$castTo<TSubscriptionStatus>()
          .as('subscriptionStatus'),
        isAdminExpression(eb).as('isAdmin'),
      ])
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The account, its profile and its balance as an admin sees them. */
export async function selectAdminUser(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.userId', 'users.id')
    .leftJoin('wordBalance', 'wordBalance.userId', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.emailVerifiedAt',
      'users.suspendedAt',
      'users.suspendedReason',
      'users.createdAt',
      eb.fn.coalesce('profiles.name', eb.val('')).as('name'),
      'profiles.phone',
      'profiles.organization',
      'profiles.city',
      'profiles.country',
      'profiles.trialBlogsRemaining',
      'profiles.trialEndsAt',
      eb.fn.coalesce('wordBalance.availableWords', eb.lit(0)).as('availableWords'),
      eb.fn.coalesce('wordBalance.heldWords', eb.lit(0)).as('heldWords'),
      eb.fn
        .coalesce('wordBalance.subscriptionStatus', eb.val('free'))
        .$castTo<TSubscriptionStatus>()
        .as('subscriptionStatus'),
      isAdminExpression(eb).as('isAdmin'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function selectUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

export async function selectSubscription(db: Executor, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['planId', 'interval', 'currentPeriodEnd', 'status'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function selectLatestLinkedinPosts(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('linkedinPosts')
    .select(['id', 'topic', 'content', 'status', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

export async function selectLatestArticles(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('blogPosts')
    .select(['id', 'title', 'status', 'languageCode', 'updatedAt'])
    .where('authorId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .execute();
}

export async function selectLatestTickets(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('supportTickets')
    .select(['id', 'number', 'subject', 'status', 'lastMessageAt'])
    .where('userId', '=', userId)
    .orderBy('lastMessageAt', 'desc')
    .limit(limit)
    .execute();
}

/** Marks the account suspended; a second suspension keeps the first date and takes the new reason. */
export async function markSuspended(db: Executor, userId: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({
      suspendedAt: eb.fn.coalesce('suspendedAt', sql<Date>`now()`),
      suspendedReason: reason,
      updatedAt: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearSuspension(db: Executor, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspendedAt: null, suspendedReason: null, updatedAt: sql<Date>`now()` })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Locks every admin role row until the transaction ends, then answers their user ids: two admins
 * demoting each other at once queue up here, so the second one counts what the first left.
 */
export async function lockAdminIds(trx: Transaction<DB>): Promise<string[]> {
  const rows = await trx.selectFrom('userRoles').select('userId').where('role', '=', 'admin').forUpdate().execute();
  return rows.map((row) => row.userId);
}

/** Whether this user is the only admin (read only). */
export async function isOnlyAdmin(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.selectFrom('userRoles').select('userId').where('role', '=', 'admin').limit(2).execute();
  return rows.length === 1 && rows[0]?.userId === userId;
}

export async function insertAdminRole(db: Executor, userId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('userRoles')
    .values({ userId, role: 'admin' })
    .onConflict((conflict) => conflict.columns(['userId', 'role']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteAdminRole(db: Executor, userId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('userRoles')
    .where('userId', '=', userId)
    .where('role', '=', 'admin')
    .returning('userId')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function insertAuditRow(
  db: Executor,
  row: {
    adminId: string;
    action: TAuditAction;
    targetUserId: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('adminAuditLog')
    .values((eb) => ({
      adminId: row.adminId,
      adminEmail: eb.selectFrom('users').select('email').where('id', '=', row.adminId),
      action: row.action,
      targetUserId: row.targetUserId,
      targetEmail: row.targetUserId ? eb.selectFrom('users').select('email').where('id', '=', row.targetUserId) : null,
      details: JSON.stringify(row.details),
    }))
    .execute();
}

/** One page of the log, newest first; `details` as the stored JSON text (its keys untouched by the CamelCasePlugin). */
export async function selectAuditLogPage(
  db: Executor,
  {
    action,
    targetUserId,
    limit,
    offset,
  }: { action?: TAuditAction; targetUserId?: string; limit: number; offset: number },
) {
  let base = db.selectFrom('adminAuditLog');
  if (action) base = base.where('action', '=', action);
  if (targetUserId) base = base.where('targetUserId', '=', targetUserId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'adminId',
        'adminEmail',
        'action',
        'targetUserId',
        'targetEmail',
        sql<string>`details::text`.as('details'),
        'createdAt',
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
