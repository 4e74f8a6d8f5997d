import { formatRemovedUrlRule } from '@wordloom/shared/domain/removed-urls';
import type { Kysely } from 'kysely';
import { addRemovedUrlRules, hasRemovedUrlRules } from '../features/removed-urls/service.ts';
import type { DB } from './schema.ts';

/** Demo removed URLs: an old page and a retired section (so the 410 page can be seen). */
const DEMO_REMOVED_URLS = [
  formatRemovedUrlRule({ kind: 'exact', path: '/old-pricing' }),
  formatRemovedUrlRule({ kind: 'prefix', prefix: '/legacy/' }),
];

/** Fills an empty database with demo content; tables that already hold rows are left alone. */
export async function seedDemoContent(db: Kysely<DB>): Promise<string[]> {
  const seeded: string[] = [];
  if (!(await hasRemovedUrlRules(db))) {
    await addRemovedUrlRules(db, { rules: DEMO_REMOVED_URLS });
    seeded.push(`${DEMO_REMOVED_URLS.length} removed URLs`);
  }
  return seeded;
}
