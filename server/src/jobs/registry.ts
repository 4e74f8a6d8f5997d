import { recheckArticleLinksJob, recheckAuthorLinksJob } from '../features/article-links/jobs.ts';
import { sendBrokenLinksMailJob } from '../features/article-links/mail-job.ts';
import { mailLinkByAddressJob } from '../features/auth/jobs.ts';
import { insightSnapshotJob } from '../features/linkedin/insights.ts';
import { SCHEDULING_JOBS } from '../features/linkedin/scheduling.ts';
import { sendMailJob } from '../features/mail/jobs.ts';
import { sweepOrphanMediaJob } from '../features/media/jobs.ts';
import { newsletterSubscribeJob } from '../features/newsletter/jobs.ts';
import { SWEEPS } from '../features/sweeps/service.ts';
import type { AnyJobDefinition } from './define.ts';

/** Every job the app runs; the queue creates a pg-boss queue for each at start. */
export const APP_JOBS: readonly AnyJobDefinition[] = [
  sendMailJob,
  mailLinkByAddressJob,
  newsletterSubscribeJob,
  ...SWEEPS,
  sweepOrphanMediaJob,
  insightSnapshotJob,
  ...SCHEDULING_JOBS,
  recheckArticleLinksJob,
  recheckAuthorLinksJob,
  sendBrokenLinksMailJob,
];
