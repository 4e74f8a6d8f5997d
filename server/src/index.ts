import type { Server } from 'node:http';
import http from 'node:http';
import path from 'node:path';
import { createRequestListener } from './app.ts';
import { type AppConfig, loadConfigOrExit } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoContent } from './db/seed.ts';
import { createAppDeps } from './deps.ts';
import { startGenerationUpkeep, stopAllGenerations } from './features/ai/service.ts';
import { createSecretBox, loadOrCreateKeys } from './lib/crypto.ts';
import { createLogger } from './logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** Open generation streams (SSE) would hold the shutdown until the force exit: they get this long, then are closed. */
const STREAM_GRACE_MS = 3_000;
/** Cancelled generations record their outcome in this time, well inside the grace, before the database closes. */
const GENERATION_STOP_MS = 5_000;

/** Opens the configured database: Postgres when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(config: AppConfig): Database {
  return createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}

/**
 * Migrates, seeds empty tables unless SEED_DEMO_CONTENT=false, and serves (with the job workers
 * and the scheduled sweeps) until SIGTERM or SIGINT.
 */
export async function startServer(config: AppConfig): Promise<Server> {
  const logger = createLogger(config);
  const database = openDatabase(config);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (config.seedDemoContent) {
    const seeded = await seedDemoContent(database.db);
    if (seeded.length > 0) logger.info({ seeded }, 'demo content added');
  }

  const secrets = createSecretBox(loadOrCreateKeys(config.tokenEncryptionKeys, config.dataDir));
  const deps = createAppDeps({ database, config, logger, secrets });
  await deps.jobs.start();
  const server = http.createServer(createRequestListener(deps)).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  logger.info({ url: config.appUrl, database: database.engine }, 'Wordloom is listening');
  if (config.devMailbox) {
    const mailbox = new URL('/dev/mailbox', config.appUrl).href;
    // The page shows every user's single-use links: fine on one's own machine, not behind a proxy on it.
    if (config.env === 'production') {
      logger.warn(
        { mailbox },
        'No SMTP_URL: mail is listed at /dev/mailbox for browsers on this machine, and for every visitor of a proxy on it',
      );
    } else logger.info({ mailbox }, 'No SMTP_URL: mail is listed at /dev/mailbox for browsers on this machine');
  }
  await deps.jobs.work(deps);
  const generationUpkeep = startGenerationUpkeep(deps);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    server.close(async () => {
      try {
        // Running jobs and generations wind down side by side: both must fit in the shutdown grace.
        await Promise.all([
          deps.jobs.stop(),
          generationUpkeep.stop().then(() => stopAllGenerations(deps, { timeoutMs: GENERATION_STOP_MS })),
        ]);
        await database.close();
        logger.info('stopped');
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), STREAM_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}

if (import.meta.main) {
  const config = loadConfigOrExit();
  startServer(config).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Wordloom could not start: ${reason}\n`);
    process.exit(1);
  });
}
