import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
// pino-http adds `log` and `id` to the request.
import type {} from 'pino-http';
import type { AppConfig } from '../config.ts';
import type { DatabaseEngine } from '../db/client.ts';
import type { DB } from '../db/schema.ts';

export interface AppDeps {
  db: Kysely<DB>;
  engine: DatabaseEngine;
  config: AppConfig;
  logger: Logger;
}

/** What every procedure sees; built without Express so tests can call procedures directly. */
export interface Context extends AppDeps {
  requestId: string | undefined;
}

export async function createContextInner(deps: AppDeps, requestId?: string): Promise<Context> {
  return { ...deps, requestId };
}

export function contextFactory(deps: AppDeps) {
  return ({ req }: { req: Request; res: Response }): Promise<Context> =>
    createContextInner({ ...deps, logger: req.log ?? deps.logger }, req.id?.toString());
}
