import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { SecretBox } from './lib/crypto.ts';
import { createMailer } from './lib/mail.ts';
import type { AppDeps } from './trpc/context.ts';

/** Wires the app's dependencies the one way the server and the tests share. */
export function createAppDeps({
  database,
  config,
  logger,
  secrets,
}: {
  database: Database;
  config: AppConfig;
  logger: Logger;
  secrets: SecretBox;
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
  const { notifications } = database;
  return { db: database.db, engine: database.engine, notifications, config, logger, secrets, mailer };
}
