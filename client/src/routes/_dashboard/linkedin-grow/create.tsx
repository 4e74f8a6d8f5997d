import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { CreatePostPage } from '../../../features/linkedin/create/CreatePostPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

const searchFlag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((flag) => flag === 'true')])
  .optional()
  .catch(undefined);

export const Route = createFileRoute('/_dashboard/linkedin-grow/create')({
  validateSearch: z.object({
    /** "Use template" on the Templates page: a new post from this template. */
    template: z.string().trim().min(1).max(100).optional().catch(undefined),
    /** Edit this post of the user's. */
    edit: z.uuid().optional().catch(undefined),
    /**
     * Set after LinkedIn's auto-publish (spec §2 `?success=true&autoPublished=true`). The router
     * reads `true` in an address as a boolean; a quoted "true" is taken as the same.
     */
    success: searchFlag,
    autoPublished: searchFlag,
  }),
  loaderDeps: ({ search }) => ({ edit: search.edit }),
  loader: ({ context, deps }) =>
    preloadShowingOwnErrors(
      context.trpc.linkedin.templates.list.ensureData({}, SHOWS_OWN_ERRORS),
      ...(deps.edit ? [context.trpc.linkedin.posts.get.ensureData({ id: deps.edit }, SHOWS_OWN_ERRORS)] : []),
    ),
  component: CreatePostRoute,
});

function CreatePostRoute() {
  const { edit, template } = Route.useSearch();
  const navigate = Route.useNavigate();
  const editPost = useCallback(
    (postId: string) => void navigate({ search: { edit: postId }, replace: true }),
    [navigate],
  );
  return <CreatePostPage editId={edit} templateId={edit ? undefined : template} onEdit={editPost} />;
}
