import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../features/admin/AdminDashboardPage.tsx';

export const Route = createFileRoute('/_dashboard/admin/')({ component: AdminDashboardPage });
