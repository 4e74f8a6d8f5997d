import { z } from 'zod';

/** An admin's look at one user's raw word ledger. */
export const ZUserWordLedger = z.object({ userId: z.uuid() });
export type TUserWordLedger = z.infer<typeof ZUserWordLedger>;
