import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { BlogPostsTable } from '../../../db/schema.ts';

export type DemoArticleRow = Pick<
  Insertable<BlogPostsTable>,
  | 'id'
  | 'title'
  | 'slug'
  | 'content'
  | 'excerpt'
  | 'metaDescription'
  | 'featuredImage'
  | 'authorId'
  | 'languageCode'
  | 'category'
  | 'subcategory'
  | 'microcategory'
  | 'categories'
  | 'tags'
  | 'contentType'
  | 'status'
  | 'translationGroupId'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** Whether the blog holds any article at all, by anyone and in any status. */
export async function hasAnyArticle(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('blogPosts').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function insertDemoArticles(db: Executor, rows: DemoArticleRow[]): Promise<void> {
  await db.insertInto('blogPosts').values(rows).execute();
}
