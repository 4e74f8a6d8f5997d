import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage.tsx';

/** The reset link's token is in the URL fragment, which the page reads itself. */
export const Route = createFileRoute('/_site/reset-password')({ component: ResetPasswordPage });
