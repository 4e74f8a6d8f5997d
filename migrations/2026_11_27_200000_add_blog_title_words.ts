import { type Kysely, sql } from 'kysely';

/**
 * Related articles (spec §9) in one query that stays fast at 100,000 articles:
 * - `title_words`, each title's distinct lower-cased words longer than 3 characters, kept by the
 *   database itself (a generated column), so ranking reads a ready array instead of splitting
 *   thousands of titles per request. The rule is shared/src/domain/related-articles.ts
 *   `titleWords`: split on anything but letters and digits (`[:alnum:]` of the database's
 *   UTF-8 character classes, what `\p{L}\p{N}` is in TypeScript).
 * - candidates are published articles of one language sharing the category or a tag (spec §7):
 *   one covering btree for the category, one GIN index for the language's tags.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Immutable: the result depends on the title alone, which a generated column requires.
  await sql`
    create function blog_title_words(title text) returns text[]
    language sql immutable parallel safe
    return array(
      select distinct word
      from unnest(regexp_split_to_array(lower(title), '[^[:alnum:]]+')) as word
      where length(word) > 3
      order by word
    )`.execute(db);
  await sql`alter table blog_posts add column title_words text[] generated always as (blog_title_words(title)) stored`.execute(
    db,
  );
  // Same-category candidates are read from this index alone (an index-only scan): it holds every
  // column the score reads, so thousands of candidates cost no visit to the table.
  await sql`
    create index blog_posts_related_category_idx on blog_posts (language_code, category)
    include (id, subcategory, microcategory, content_type, published_at, tags, categories, title_words)
    where status = 'published'`.execute(db);
  // Tags qualified by the language ("en:seo"), so a tag's lookup finds only that language's articles.
  await sql`
    create function blog_language_tags(language_code text, tags text[]) returns text[]
    language sql immutable parallel safe
    return array(select language_code || ':' || tag from unnest(tags) as tag where tag <> '')`.execute(db);
  await sql`
    create index blog_posts_related_tags_idx on blog_posts using gin (blog_language_tags(language_code, tags))
    where status = 'published'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index blog_posts_related_tags_idx`.execute(db);
  await sql`drop function blog_language_tags(text, text[])`.execute(db);
  await sql`drop index blog_posts_related_category_idx`.execute(db);
  await sql`alter table blog_posts drop column title_words`.execute(db);
  await sql`drop function blog_title_words(text)`.execute(db);
}
