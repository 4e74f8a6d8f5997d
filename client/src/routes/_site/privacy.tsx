import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/content/PrivacyPage.tsx';

export const Route = createFileRoute('/_site/privacy')({ component: PrivacyPage });
