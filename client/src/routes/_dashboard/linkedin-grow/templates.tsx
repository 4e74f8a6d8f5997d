import { createFileRoute } from '@tanstack/react-router';
import { TemplatesPage, templatesListInput } from '../../../features/linkedin/templates/TemplatesPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/linkedin-grow/templates')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(
      context.trpc.linkedin.templates.list.ensureData(
        templatesListInput({ category: '', search: '' }),
        SHOWS_OWN_ERRORS,
      ),
    ),
  component: TemplatesPage,
});
