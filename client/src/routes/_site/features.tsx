import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '../../features/content/FeaturesPage.tsx';

export const Route = createFileRoute('/_site/features')({ component: FeaturesPage });
