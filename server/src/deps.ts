import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';
import { APP_JOBS } from './jobs/registry.ts';
import type { SecretBox } from './lib/crypto.ts';
import { createMailer } from './lib/mail.ts';
import { createStorage } from './lib/storage/index.ts';
import type { AppDeps } from './trpc/context.ts';

/**
 * Wires the app's dependencies the one way the server and the tests share. The job queue is
 * created, not started: the caller starts it (and its workers, on a server) once it needs it.
 */
export function createAppDeps({
  database,
  config,
  logger,
  secrets,
  background = true,
}: {
  database: Database;
  config: AppConfig;
  logger: Logger;
  secrets: SecretBox;
  /** False for tests: jobs run when a test asks (`jobs.runDue`), and no schedule fires on its own. */
  background?: boolean;
}): AppDeps {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    secrets,
    logger,
    // Mail bodies carry single-use links: printed for a developer only, never in production logs.
    logBodies: config.env === 'development',
  });
  const jobs = createJobQueue({ database, logger, jobs: APP_JOBS, background });
  const { notifications } = database;
  const storage = createStorage(config.storage, database.db);
  return { db: database.db, engine: database.engine, notifications, config, logger, secrets, mailer, jobs, storage };
}
