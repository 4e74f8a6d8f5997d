import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../features/errors/StatusPages.tsx';

export const Route = createFileRoute('/_site/error')({ component: ErrorPage });
