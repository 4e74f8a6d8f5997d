import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/content/TermsPage.tsx';

export const Route = createFileRoute('/_site/terms')({ component: TermsPage });
