import { router } from '../../trpc/init.ts';

export const googleContactsRouter = router({});
