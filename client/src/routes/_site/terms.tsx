import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/content/TermsPage.tsx';

export const Route = createFileRoute('/terms')({ component: TermsPage });
