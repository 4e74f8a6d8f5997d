import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/content/ContactPage.tsx';

export const Route = createFileRoute('/_site/contact')({ component: ContactPage });
