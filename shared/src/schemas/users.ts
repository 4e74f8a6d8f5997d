import { z } from 'zod';
import { lineText } from './text.ts';

export const ZPromoteUser = z.object({ email: lineText().trim().min(1).max(254) });
export type TPromoteUser = z.infer<typeof ZPromoteUser>;
