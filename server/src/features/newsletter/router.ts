import { router } from '../../trpc/init.ts';

export const newsletterRouter = router({});
