import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../../features/errors/StatusPages.tsx';

export const Route = createFileRoute('/_site/server-error')({ component: ServerErrorPage });
