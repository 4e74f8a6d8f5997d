import { createFileRoute } from '@tanstack/react-router';
import { BlogViewPage } from '../../../features/blog/view/BlogViewPage.tsx';

export const Route = createFileRoute('/_dashboard/blog/$id')({
  component: BlogViewRoute,
});

function BlogViewRoute() {
  const { id } = Route.useParams();
  // A new id is a new page: nothing of the last article (its share dialog, its counts) carries over.
  return <BlogViewPage key={id} id={id} />;
}
