import { z } from 'zod';

export const ZCheckRemovedPath = z.object({ path: z.string().min(1).max(2048) });
export type TCheckRemovedPath = z.infer<typeof ZCheckRemovedPath>;
