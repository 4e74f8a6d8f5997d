import type { TrpcUtils } from '../../lib/trpc.ts';

/** What `account.overview` answers. */
export type AccountOverview = Awaited<ReturnType<TrpcUtils['account']['overview']['fetch']>>;
export type Connection = AccountOverview['connections'][number];
/** One row of `account.sessions`. */
export type ActiveSession = Awaited<ReturnType<TrpcUtils['account']['sessions']['fetch']>>[number];
