import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { sweepOrphanMedia } from './service.ts';

/**
 * Once a day, deletes uploads that no post took within a day (an image uploaded and then left
 * out of the post, an editor closed before saving): otherwise they would stay forever. Like the
 * other sweeps it is safe to repeat, so a failed run is not retried: the next day's catches up.
 */
export const sweepOrphanMediaJob = defineJob({
  name: 'sweep-orphan-media',
  schedule: '40 3 * * *',
  payload: z.null(),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  async handler(_payload, { db, config, logger }) {
    // Jobs get no storage in their deps; the driver is built from the same configuration the app's is.
    const storage = createStorage(config.storage, db);
    const deleted = await sweepOrphanMedia({ db, storage, logger }, { now: new Date() });
    if (deleted > 0) logger.info({ sweep: 'sweep-orphan-media', deleted }, 'sweep done');
  },
});
