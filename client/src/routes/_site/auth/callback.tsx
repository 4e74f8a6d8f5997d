import { createFileRoute } from '@tanstack/react-router';
import { OAuthCallbackPage } from '../../../features/auth/OAuthCallbackPage.tsx';

export const Route = createFileRoute('/_site/auth/callback')({ component: OAuthCallbackPage });
