import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor } from '../../server/src/db/executor.ts';
import type { BlogPostsTable } from '../../server/src/db/schema.ts';
import { slugify } from '../../shared/src/domain/blog-paths.ts';

export type TestArticleRow = Selectable<BlogPostsTable>;

export interface TestArticleOptions
  extends Partial<
    Pick<
      TestArticleRow,
      | 'title'
      | 'slug'
      | 'content'
      | 'excerpt'
      | 'metaDescription'
      | 'featuredImage'
      | 'editorId'
      | 'languageCode'
      | 'category'
      | 'subcategory'
      | 'microcategory'
      | 'categories'
      | 'tags'
      | 'contentType'
      | 'status'
      | 'translationGroupId'
      | 'externalUrl'
      | 'viewCount'
      | 'likeCount'
      | 'bookmarkCount'
      | 'publishedAt'
      | 'createdAt'
    >
  > {
  authorId: string;
}

/**
 * An article row written straight to the table (no service, no sanitising: give `content` as
 * already-sanitised HTML). A draft by default; a published one gets `published_at` (now unless
 * given). The slug is the title's unless given, the title a unique one unless given, and the
 * translation group the article's own id unless given.
 */
export async function createArticle(db: Executor, options: TestArticleOptions): Promise<TestArticleRow> {
  const id = randomUUID();
  const title = options.title ?? `Article ${id.slice(0, 8)}`;
  const status = options.status ?? 'draft';
  const publishedAt = options.publishedAt ?? (status === 'published' ? new Date() : null);
  return db
    .insertInto('blogPosts')
    .values({
      ...options,
      id,
      title,
      slug: options.slug ?? slugify(title),
      status,
      publishedAt,
      translationGroupId: options.translationGroupId ?? id,
      content: options.content ?? '<p>Words about the topic of the article.</p>',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
