import { createFileRoute } from '@tanstack/react-router';
import { AdminAiPage } from '../../../features/ai/AdminAiPage.tsx';

export const Route = createFileRoute('/_dashboard/admin/ai')({ component: AdminAiPage });
