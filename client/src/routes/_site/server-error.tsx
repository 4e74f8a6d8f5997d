import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../features/errors/StatusPages.tsx';

export const Route = createFileRoute('/server-error')({ component: ServerErrorPage });
