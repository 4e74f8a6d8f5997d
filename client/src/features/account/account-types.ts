import type { RouterOutputs } from '../../lib/trpc.ts';

export type AccountOverview = RouterOutputs['account']['overview'];
export type Connection = AccountOverview['connections'][number];
export type ActiveSession = RouterOutputs['account']['sessions'][number];
