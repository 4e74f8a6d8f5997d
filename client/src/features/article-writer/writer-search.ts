import { z } from 'zod';

/** Every step page's address names its session (`?session=`), so a link or a reload opens the same article. */
export const ZWriterSearch = z.object({ session: z.uuid().optional().catch(undefined) });
export type WriterSearch = z.infer<typeof ZWriterSearch>;
