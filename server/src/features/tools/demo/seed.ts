import { ZCreateTool } from '@wordloom/shared/schemas/tools';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../../db/executor.ts';
import type { DB } from '../../../db/schema.ts';
import { hasAnyTool, insertDemoTool } from './queries.ts';
import { DEMO_TOOLS } from './tools.ts';

/**
 * The demo tools (./tools.ts), when there is no tool yet; each is checked by the builder's own
 * schema first, so the demo never holds a tool the builder would refuse. Returns what was added,
 * for the start log.
 */
export async function seedDemoTools(db: Kysely<DB>): Promise<string | undefined> {
  const tools = DEMO_TOOLS.map((tool) => ZCreateTool.parse(tool));
  return inTransaction(db, async (trx) => {
    if (await hasAnyTool(trx)) return undefined;
    for (const tool of tools) await insertDemoTool(trx, tool);
    const published = tools.filter((tool) => tool.status === 'published').length;
    return `${published} published tools and ${tools.length - published} draft`;
  });
}
