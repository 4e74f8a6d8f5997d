import { router } from '../../trpc/init.ts';

export const blogEngagementRouter = router({});
