import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import type { SignedInUser } from '../shell/AppShellLayout.tsx';

/**
 * Spec §2: the welcome for users who have been through onboarding, with what their free trial
 * holds; closing it records `existing_user_welcomed`, so it shows once.
 */
export function WelcomeBanner({ user }: { user: SignedInUser }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const dismiss = trpc.users.dismissWelcome.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  if (!user.onboardingCompleted || user.existingUserWelcomed || dismiss.isSuccess) return null;
  const trialEnds = i18n.date(user.trialEndsAt, { dateStyle: 'long' });
  const blogs = user.trialBlogsRemaining;
  return (
    <Alert
      color="teal"
      variant="light"
      radius="lg"
      icon={<IconConfetti size={22} />}
      title={<Trans>You are all set</Trans>}
      withCloseButton
      closeButtonLabel={t`Close the welcome message`}
      onClose={() => dismiss.mutate()}
    >
      <Text size="sm">
        <Trans>
          Your free trial runs until {trialEnds} and includes <Plural value={blogs} one="# blog" other="# blogs" />.
          Start with a LinkedIn post or an article below: your words pay for what the AI writes.
        </Trans>
      </Text>
    </Alert>
  );
}
