import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailX } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AppErrorCode } from '@wordloom/shared/errors';
import { type ReactNode, useEffect, useRef } from 'react';
import { appErrorCode, appErrorText, errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import { VERIFY_EMAIL_ERRORS } from './messages.ts';

/** How long the success message shows before Log In opens (spec §9). */
const VERIFIED_REDIRECT_MS = 3000;

function VerificationFailed({ reason }: { reason: ReactNode }) {
  return (
    <AuthCard
      icon={<IconMailX size={32} />}
      iconColor="red"
      title={<Trans>Verification Failed</Trans>}
      subtitle={reason}
    >
      <Stack gap="sm">
        <Button component={Link} to="/email-verification-pending" fullWidth>
          <Trans>Request a new email</Trans>
        </Button>
        <Button component={Link} to="/login" variant="default" fullWidth>
          <Trans>Back to login</Trans>
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** The address is verified, by this visit or an earlier one: the way on is Log In. */
function AddressVerified({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <AuthCard icon={<IconCircleCheck size={32} />} iconColor="green" title={title} subtitle={subtitle}>
      <Button component={Link} to="/login" fullWidth>
        <Trans>Continue to Login</Trans>
      </Button>
    </AuthCard>
  );
}

interface VerifyEmailPageProps {
  /** The single-use token of the verification link (?token=). */
  token?: string;
}

/** /verify-email (spec §2, §4): confirms the address of the link once, then sends the user to Log In. */
export function VerifyEmailPage({ token }: VerifyEmailPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Verify your email`);
  const navigate = useNavigate();
  const { mutate: verify, isSuccess, error } = trpc.auth.verifyEmail.useMutation();
  const started = useRef(false);

  useEffect(() => {
    // The token works once: React's development double effects must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    verify({ token });
  }, [token, verify]);

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, navigate]);

  if (!token) {
    return (
      <VerificationFailed
        reason={<Trans>Invalid verification link. Please check your email for the correct link.</Trans>}
      />
    );
  }
  if (appErrorCode(error) === AppErrorCode.EMAIL_ALREADY_VERIFIED) {
    // Opened again after it worked: nothing failed, so no red and no "request a new email".
    return (
      <AddressVerified
        title={<Trans>Email already verified</Trans>}
        subtitle={i18n._(appErrorText(AppErrorCode.EMAIL_ALREADY_VERIFIED))}
      />
    );
  }
  if (error) return <VerificationFailed reason={i18n._(errorMessage(error, VERIFY_EMAIL_ERRORS))} />;
  if (isSuccess) {
    return (
      <AddressVerified
        title={<Trans>Email Verified</Trans>}
        subtitle={<Trans>Your email address is confirmed. Redirecting you to log in…</Trans>}
      />
    );
  }
  return (
    <AuthCard title={<Trans>Verifying your email</Trans>}>
      <Group justify="center" gap="sm" role="status">
        <Loader size="sm" />
        <Text c="dimmed">
          <Trans>Please wait while we confirm your email address.</Trans>
        </Text>
      </Group>
    </AuthCard>
  );
}
