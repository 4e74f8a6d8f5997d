import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/AboutPage.tsx';

export const Route = createFileRoute('/_site/about')({ component: AboutPage });
