import { createFileRoute } from '@tanstack/react-router';
import { HttpMappingsAdminPage } from '../../../features/http-mappings/HttpMappingsAdminPage.tsx';

export const Route = createFileRoute('/_dashboard/admin/http-mappings')({ component: HttpMappingsAdminPage });
