import { z } from 'zod';

export const ZPromoteUser = z.object({ email: z.string().trim().min(1).max(254) });
export type TPromoteUser = z.infer<typeof ZPromoteUser>;
