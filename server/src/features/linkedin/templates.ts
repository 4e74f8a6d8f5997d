/**
 * LinkedIn post templates (issue 12 point 5): the built-in library (code, shared with the browser)
 * and the templates each user saves, from scratch or from one of their posts. A user's template
 * is theirs alone: another user's is NOT_FOUND.
 */
import { templateFromPost } from '@wordloom/shared/domain/linkedin-templates';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  findLibraryTemplate,
  LINKEDIN_TEMPLATES,
  TEMPLATE_CATEGORIES,
} from '@wordloom/shared/reference/linkedin-templates';
import type {
  TLinkedInTemplate,
  TTemplateFields,
  ZListTemplates,
  ZTemplateFromPost,
  ZUpdateTemplate,
} from '@wordloom/shared/schemas/linkedin';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import {
  deleteTemplate as deleteTemplateRow,
  insertTemplate,
  selectPost,
  selectTemplate,
  selectTemplateCategories,
  selectTemplates,
  type TemplateRow,
  updateTemplate as updateTemplateRow,
} from './queries.ts';

type TemplateDeps = Pick<AppDeps, 'db'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ownTemplate(row: TemplateRow): TLinkedInTemplate {
  return { ...row, source: 'own' };
}

function matchesSearch(template: TLinkedInTemplate, search: string): boolean {
  const wanted = search.toLocaleLowerCase();
  return [template.name, template.description, template.structure].some((text) =>
    text.toLocaleLowerCase().includes(wanted),
  );
}

/**
 * The library and the user's own templates, in a category and matching a search (name,
 * description or structure, case-insensitive) when given; `categories` lists every category the
 * user can browse: the library's, then their own others.
 */
export async function listTemplates(
  deps: TemplateDeps,
  { userId, category, search }: { userId: string } & z.infer<typeof ZListTemplates>,
): Promise<{ library: TLinkedInTemplate[]; own: TLinkedInTemplate[]; categories: string[] }> {
  const library = LINKEDIN_TEMPLATES.map((template): TLinkedInTemplate => ({ ...template, source: 'library' })).filter(
    (template) => (!category || template.category === category) && (!search || matchesSearch(template, search)),
  );
  const [own, ownCategories] = await Promise.all([
    selectTemplates(deps.db, { userId, category, search }),
    selectTemplateCategories(deps.db, userId),
  ]);
  const categories = [...new Set<string>([...TEMPLATE_CATEGORIES, ...ownCategories.sort()])];
  return { library, own: own.map(ownTemplate), categories };
}

/** A template by the id a post or the creation form carries: `lib:<slug>`, or one of the user's own. */
export async function resolveTemplate(
  deps: TemplateDeps,
  { userId, templateId }: { userId: string; templateId: string },
): Promise<TLinkedInTemplate> {
  if (templateId.startsWith('lib:')) {
    const template = findLibraryTemplate(templateId);
    if (template) return { ...template, source: 'library' };
  } else if (UUID.test(templateId)) {
    const row = await selectTemplate(deps.db, userId, templateId);
    if (row) return ownTemplate(row);
  }
  throw new AppError(AppErrorCode.NOT_FOUND);
}

export async function createTemplate(
  deps: TemplateDeps,
  { userId, ...fields }: { userId: string } & TTemplateFields,
): Promise<TLinkedInTemplate> {
  return ownTemplate(await insertTemplate(deps.db, userId, fields));
}

export async function updateTemplate(
  deps: TemplateDeps,
  { userId, id, ...fields }: { userId: string } & z.infer<typeof ZUpdateTemplate>,
): Promise<TLinkedInTemplate> {
  const row = await updateTemplateRow(deps.db, userId, id, fields);
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND);
  return ownTemplate(row);
}

export async function deleteTemplate(
  deps: TemplateDeps,
  { userId, id }: { userId: string; id: string },
): Promise<{ deleted: true }> {
  if (!(await deleteTemplateRow(deps.db, userId, id))) throw new AppError(AppErrorCode.NOT_FOUND);
  return { deleted: true };
}

/**
 * A template made from one of the user's posts: the post is its example, and its structure says
 * each paragraph's role (shared/src/domain/linkedin-templates.ts).
 */
export async function createTemplateFromPost(
  deps: TemplateDeps,
  { userId, postId, name, category }: { userId: string } & z.infer<typeof ZTemplateFromPost>,
): Promise<TLinkedInTemplate> {
  const post = await selectPost(deps.db, userId, postId);
  if (!post) throw new AppError(AppErrorCode.NOT_FOUND);
  const { structure, examplePost } = templateFromPost({ content: post.content, topic: post.topic });
  if (!structure)
    throw new AppError(AppErrorCode.VALIDATION, { detail: 'the post has no text to take a structure from' });
  return ownTemplate(
    await insertTemplate(deps.db, userId, {
      name,
      category,
      description: post.topic.slice(0, 500),
      structure,
      // A template's example is at most 4,000 characters (ZTemplateFields), so it stays editable.
      examplePost: examplePost.slice(0, 4000),
    }),
  );
}
