import { AppErrorCode } from '@wordloom/shared/errors';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminPage,
  type AdminUserDetail,
  type AdminUserRow,
  type TAdjustWords,
  type TAdminUserSearch,
  type TSetAdmin,
  type TSuspendUser,
} from '@wordloom/shared/schemas/admin';
import { type Executor, inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import { invalidateUserSessions, listUserSessions } from '../sessions/service.ts';
import { hasRole } from '../users/roles.ts';
import { findUserIdByEmail, promoteToAdmin } from '../users/service.ts';
import { deductWords, getWordLedger, grantWords } from '../words/service.ts';
import { recordAdminAction } from './audit.ts';
import {
  clearSuspension,
  deleteAdminRole,
  insertAdminRole,
  isOnlyAdmin,
  lockAdminIds,
  markSuspended,
  selectAdminUser,
  selectLatestArticles,
  selectLatestLinkedinPosts,
  selectLatestTickets,
  selectSubscription,
  selectUserEmail,
  selectUsersPage,
} from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LEDGER_ROWS = 100;
const LATEST_ITEMS = 20;
/** A LinkedIn post has no title: its topic names it, else the start of its text. */
const POST_TITLE_LENGTH = 80;

/** Users whose e-mail or name contains the search, newest first, one page at a time. */
export async function searchUsers(db: Executor, input: TAdminUserSearch): Promise<AdminPage<AdminUserRow>> {
  const page = input.page ?? 1;
  const { rows, total } = await selectUsersPage(db, {
    search: input.search?.trim() ?? '',
    filter: input.filter ?? 'all',
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_USERS_PAGE_SIZE,
  });
  return { items: rows, total, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** Everything an admin reads about one user; USER_NOT_FOUND for an unknown id. */
export async function getAdminUser(db: Executor, { userId }: { userId: string }): Promise<AdminUserDetail> {
  const user = await selectAdminUser(db, userId);
  if (!user) throw new AppError(AppErrorCode.USER_NOT_FOUND);
  const [lastAdmin, plan, ledger, posts, articles, tickets, sessions] = await Promise.all([
    user.isAdmin ? isOnlyAdmin(db, userId) : false,
    selectSubscription(db, userId),
    getWordLedger(db, { userId, limit: LEDGER_ROWS }),
    selectLatestLinkedinPosts(db, userId, LATEST_ITEMS),
    selectLatestArticles(db, userId, LATEST_ITEMS),
    selectLatestTickets(db, userId, LATEST_ITEMS),
    listUserSessions(db, { userId }),
  ]);
  const { phone, organization, city, country, trialBlogsRemaining, trialEndsAt, ...account } = user;
  return {
    ...account,
    profile: { phone, organization, city, country },
    isLastAdmin: lastAdmin,
    plan: plan ?? null,
    trial: { blogsRemaining: trialBlogsRemaining ?? 0, endsAt: trialEndsAt ?? user.createdAt },
    ledger: ledger.map(({ id, transactionType, wordsAmount, description, expiresAt, createdAt }) => ({
      id,
      transactionType,
      wordsAmount,
      description,
      expiresAt,
      createdAt,
    })),
    posts: posts.map(({ id, topic, content, status, createdAt }) => ({
      id,
      title: topic.trim() || content.trim().slice(0, POST_TITLE_LENGTH),
      status,
      createdAt,
    })),
    articles,
    tickets,
    sessions: sessions.map(({ publicId, userAgent, ipAddress, lastSeenAt, createdAt }) => ({
      publicId,
      userAgent,
      ipAddress,
      lastSeenAt,
      createdAt,
    })),
  };
}

async function requireUser(db: Executor, userId: string): Promise<void> {
  if ((await selectUserEmail(db, userId)) === undefined) throw new AppError(AppErrorCode.USER_NOT_FOUND);
}

/**
 * Grants or deducts words with the admin's reason as the ledger row's note (the user reads it in
 * their history), and the audit row, in one transaction. A deduction beyond the spendable balance
 * fails with INSUFFICIENT_WORDS and changes nothing. Answers the new spendable balance.
 */
export async function adjustWords(
  db: Executor,
  { adminId, userId, direction, words, reason, expiresInDays }: TAdjustWords & { adminId: string },
): Promise<{ availableWords: number }> {
  return inTransaction(db, async (trx) => {
    await requireUser(trx, userId);
    const balance =
      direction === 'grant'
        ? await grantWords(trx, {
            userId,
            amount: words,
            source: 'admin',
            expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS),
            note: reason,
          })
        : await deductWords(trx, { userId, words, note: reason });
    const action = direction === 'grant' ? 'words_granted' : 'words_deducted';
    await recordAdminAction(trx, { adminId, action, targetUserId: userId, details: { words, reason } });
    return { availableWords: balance.availableWords };
  });
}

/**
 * Suspends an account: it is signed out everywhere at once and cannot sign in until restored.
 * Never one's own account (SELF_ACTION_REFUSED). Suspending again only updates the reason.
 */
export async function suspendUser(
  db: Executor,
  { adminId, userId, reason }: TSuspendUser & { adminId: string },
): Promise<void> {
  if (userId === adminId) throw new AppError(AppErrorCode.SELF_ACTION_REFUSED);
  await inTransaction(db, async (trx) => {
    if (!(await markSuspended(trx, userId, reason))) throw new AppError(AppErrorCode.USER_NOT_FOUND);
    await invalidateUserSessions(trx, { userId });
    await recordAdminAction(trx, { adminId, action: 'user_suspended', targetUserId: userId, details: { reason } });
  });
}

/** Lets a suspended account sign in again. */
export async function restoreUser(db: Executor, { adminId, userId }: { userId: string; adminId: string }) {
  await inTransaction(db, async (trx) => {
    if (!(await clearSuspension(trx, userId))) throw new AppError(AppErrorCode.USER_NOT_FOUND);
    await recordAdminAction(trx, { adminId, action: 'user_restored', targetUserId: userId });
  });
}

/** Makes a user an admin and writes the audit row, in the caller's transaction if any. */
export async function promoteAdmin(db: Executor, { adminId, userId }: { adminId: string; userId: string }) {
  await inTransaction(db, async (trx) => {
    await requireUser(trx, userId);
    if (await insertAdminRole(trx, userId)) {
      await recordAdminAction(trx, { adminId, action: 'admin_promoted', targetUserId: userId });
    }
  });
}

/**
 * Promotes or demotes an admin. An admin cannot demote themself (SELF_ACTION_REFUSED: another
 * admin must do it, so nobody locks themself out by mistake), and the last admin is never
 * demoted (LAST_ADMIN). The admin rows are locked before they are counted, so two admins
 * demoting each other at the same instant leave one of them an admin: the second one finds the
 * target is the last admin (LAST_ADMIN).
 */
export async function setAdmin(db: Executor, { adminId, userId, admin }: TSetAdmin & { adminId: string }) {
  if (admin) return promoteAdmin(db, { adminId, userId });
  if (userId === adminId) throw new AppError(AppErrorCode.SELF_ACTION_REFUSED);
  await inTransaction(db, async (trx) => {
    await requireUser(trx, userId);
    const admins = await lockAdminIds(trx);
    if (admins.length <= 1 && admins.includes(userId)) throw new AppError(AppErrorCode.LAST_ADMIN);
    // The acting admin may have been demoted by a transaction that committed while this one waited.
    if (!admins.includes(adminId)) throw new AppError(AppErrorCode.ADMIN_ONLY);
    if (!admins.includes(userId)) return;
    await deleteAdminRole(trx, userId);
    await recordAdminAction(trx, { adminId, action: 'admin_demoted', targetUserId: userId });
  });
}

/**
 * Spec §6's "promote by e-mail" (users.promoteToAdmin), with its checks and errors, plus the audit
 * row when the user was not an admin yet, in one transaction.
 */
export async function promoteAdminByEmail(db: Executor, { adminId, email }: { adminId: string; email: string }) {
  await inTransaction(db, async (trx) => {
    const userId = await findUserIdByEmail(trx, { email: email.trim().toLowerCase() });
    const wasAdmin = userId !== undefined && (await hasRole(trx, { userId, role: 'admin' }));
    await promoteToAdmin(trx, { userId: adminId, email });
    if (userId && !wasAdmin) await recordAdminAction(trx, { adminId, action: 'admin_promoted', targetUserId: userId });
  });
}
