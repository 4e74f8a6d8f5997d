import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/shell/ComingSoonPage.tsx';

export const Route = createFileRoute('/_dashboard/article-writer/')({
  component: () => <ComingSoonPage title={msg`Article Writer`} />,
});
