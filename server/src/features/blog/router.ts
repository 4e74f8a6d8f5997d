import { router } from '../../trpc/init.ts';

export const blogRouter = router({});
