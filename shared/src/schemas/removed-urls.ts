import { z } from 'zod';
import { lineText } from './text.ts';

export const ZCheckRemovedPath = z.object({ path: lineText().min(1).max(2048) });
export type TCheckRemovedPath = z.infer<typeof ZCheckRemovedPath>;
