import { type Kysely, sql } from 'kysely';

/**
 * My Posts counts one user's posts per status for its tabs on every page load, and pages through
 * one tab newest first. This index makes the count an index-only scan and a tab's page an index
 * range in order (measured on Postgres with 10,000 posts of one user among 100,000: the count
 * took 18 ms without it, under 2 ms with it; scripts/bench/linkedin-posts.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index linkedin_posts_user_status_created_idx on linkedin_posts (user_id, status, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('linkedin_posts_user_status_created_idx').execute();
}
