import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '../../features/content/CareersPage.tsx';

export const Route = createFileRoute('/_site/careers')({ component: CareersPage });
