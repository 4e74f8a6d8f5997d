import { removedUrlsRouter } from '../features/removed-urls/router.ts';
import { systemRouter } from '../features/system/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  system: systemRouter,
  removedUrls: removedUrlsRouter,
});

export type AppRouter = typeof appRouter;
