import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../features/content/PricingPage.tsx';

export const Route = createFileRoute('/_site/pricing')({ component: PricingPage });
