import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage.tsx';
import { loadSiteFacts } from '../-components/site-facts.ts';

export const Route = createFileRoute('/_site/forgot-password')({
  loader: loadSiteFacts,
  component: ForgotPasswordPage,
});
