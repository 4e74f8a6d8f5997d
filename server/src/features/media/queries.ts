import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export interface MediaFileRow {
  id: string;
  userId: string;
  bucket: string;
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
}

const MEDIA_FILE_COLUMNS = ['id', 'userId', 'bucket', 'key', 'fileName', 'mimeType', 'size'] as const;

export async function insertMediaFile(
  db: Executor,
  file: {
    userId: string;
    bucket: string;
    key: string;
    fileName: string;
    mimeType: string;
    size: number;
    width: number | null;
    height: number | null;
  },
): Promise<string> {
  const row = await db.insertInto('mediaFiles').values(file).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The user's files among `keys` of one bucket (another user's key is simply not found). */
export async function selectOwnMediaFiles(
  db: Executor,
  { userId, bucket, keys }: { userId: string; bucket: string; keys: readonly string[] },
): Promise<MediaFileRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('mediaFiles')
    .select(MEDIA_FILE_COLUMNS)
    .where('userId', '=', userId)
    .where('bucket', '=', bucket)
    .where('key', 'in', keys)
    .execute();
}

/** One file by its place in storage, whoever owns it (public serving). */
export async function selectMediaFile(
  db: Executor,
  { bucket, key }: { bucket: string; key: string },
): Promise<MediaFileRow | undefined> {
  return db
    .selectFrom('mediaFiles')
    .select(MEDIA_FILE_COLUMNS)
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Deletes the user's files among `keys`; the keys of the rows it deleted. */
export async function deleteOwnMediaFiles(
  db: Executor,
  { userId, bucket, keys }: { userId: string; bucket: string; keys: readonly string[] },
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .deleteFrom('mediaFiles')
    .where('userId', '=', userId)
    .where('bucket', '=', bucket)
    .where('key', 'in', keys)
    .returning('key')
    .execute();
  return rows.map((row) => row.key);
}

/**
 * Whether a post of the file's owner refers to it, in its media list or in its text (an image
 * pasted into the editor lives in the markdown), an article uses it (featured image or content), or
 * a tool shows it (preview image; OpenGraph or Twitter image of its SEO rows), or a support message
 * carries it (by id: an attachment names its file row, not an address).
 * This reads `linkedin_posts`, `blog_posts`, `tools`, `tool_seo` and `support_attachments`, other features' tables, on
 * purpose: the orphan sweep decides "referenced by nothing" in the statement that deletes the rows, leaving no gap
 * between a check and a delete for an attach to fall into. Matching by substring finds the public
 * path whether it was stored relative or as an absolute URL. Only the owner's posts are read (a
 * post can only carry its own author's uploads, and the (user_id, created_at) index finds them);
 * every article and tool is, as its editor or an admin may have put the author's image in it.
 */
function referencedByAPost(file: {
  id: Expression<string>;
  userId: Expression<string>;
  path: Expression<string>;
}): Expression<SqlBool> {
  return sql<SqlBool>`(exists (
    select 1 from linkedin_posts post
    where post.user_id = ${file.userId}
      and (strpos(array_to_string(post.media_urls, ' '), ${file.path}) > 0 or strpos(post.content, ${file.path}) > 0)
  ) or exists (
    select 1 from blog_posts article
    where strpos(coalesce(article.featured_image, ''), ${file.path}) > 0 or strpos(article.content, ${file.path}) > 0
  ) or exists (
    select 1 from tools tool
    where strpos(coalesce(tool.preview_image, ''), ${file.path}) > 0
  ) or exists (
    select 1 from tool_seo seo
    where strpos(seo.og_image, ${file.path}) > 0 or strpos(seo.twitter_image, ${file.path}) > 0
  ) or exists (
    select 1 from support_attachments attachment where attachment.media_file_id = ${file.id}
  ))`;
}

/**
 * Files uploaded before `olderThan` that no post, article, tool or support message refers to, up to `limit` of them: deleted here
 * (their rows) and returned, so the caller deletes their bytes. `publicPathPrefix` is what comes
 * before `{bucket}/{key}` in a file's public address.
 */
export async function deleteUnreferencedMediaFiles(
  db: Executor,
  { olderThan, publicPathPrefix, limit }: { olderThan: Date; publicPathPrefix: string; limit: number },
): Promise<Array<{ bucket: string; key: string }>> {
  const path = sql<string>`${publicPathPrefix} || media_files.bucket || '/' || media_files.key`;
  return db
    .deleteFrom('mediaFiles')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mediaFiles')
        .select('id')
        .where('createdAt', '<', olderThan)
        .where((inner) =>
          inner.not(referencedByAPost({ id: sql.ref('media_files.id'), userId: sql.ref('media_files.user_id'), path })),
        )
        .orderBy('createdAt')
        .limit(limit),
    )
    .returning(['bucket', 'key'])
    .execute();
}
