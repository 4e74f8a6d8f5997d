import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage.tsx';

export const Route = createFileRoute('/_site/')({
  loader: ({ context }) => context.trpc.system.info.ensureData(),
  component: HomePage,
});
