import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/content/PricingPage.tsx';

export const Route = createFileRoute('/pricing')({ component: PricingPage });
