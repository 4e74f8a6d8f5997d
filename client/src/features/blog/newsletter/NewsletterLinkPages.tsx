import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconMailX } from '@tabler/icons-react';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { AppErrorCode } from '@wordloom/shared/errors';
import { appErrorCode, appErrorText, type ErrorOverrides, errorMessage } from '../../../lib/errors.ts';
import { activeLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AuthCard } from '../../auth/AuthCard.tsx';

/** The texts of one of the two pages a newsletter mail links to. */
interface LinkPageTexts {
  title: MessageDescriptor;
  prompt: MessageDescriptor;
  button: MessageDescriptor;
  doneTitle: MessageDescriptor;
  done: MessageDescriptor;
  failedTitle: MessageDescriptor;
  errors: ErrorOverrides;
}

const CONFIRM_TEXTS: LinkPageTexts = {
  title: msg`Confirm your subscription`,
  prompt: msg`Press the button to start receiving the Wordloom newsletter.`,
  button: msg`Confirm subscription`,
  doneTitle: msg`Subscription confirmed`,
  done: msg`Thank you! New articles will come to your inbox. Every newsletter email has a link to unsubscribe.`,
  failedTitle: msg`Confirmation failed`,
  errors: {},
};

const UNSUBSCRIBE_TEXTS: LinkPageTexts = {
  title: msg`Unsubscribe from the newsletter`,
  prompt: msg`Press the button to stop receiving the Wordloom newsletter at this address.`,
  button: msg`Unsubscribe`,
  doneTitle: msg`You are unsubscribed`,
  done: msg`You will not receive the Wordloom newsletter any more. Changed your mind? Subscribe again on the blog.`,
  failedTitle: msg`Unsubscribe failed`,
  errors: {
    INVALID_NEWSLETTER_LINK: msg`This unsubscribe link is invalid. Please use the link in the latest newsletter email.`,
  },
};

/** What the page needs of its mutation; a tRPC `useMutation` result fits. */
interface LinkMutation {
  mutate: (input: { token: string }) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}

function BlogButton() {
  return (
    <Button component="a" href={withLanguagePrefix('/blog', activeLanguage())} variant="default" fullWidth>
      <Trans>Go to the blog</Trans>
    </Button>
  );
}

/**
 * A newsletter link's page. Mail clients and their link scanners open links by themselves, so the
 * page does nothing on loading: the change happens when the reader presses the button.
 */
function NewsletterLinkCard({
  texts,
  token,
  mutation,
}: {
  texts: LinkPageTexts;
  token: string | undefined;
  mutation: LinkMutation;
}) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(texts.title));
  const { error } = mutation;

  if (mutation.isSuccess) {
    return (
      <AuthCard
        icon={<IconCircleCheck size={32} />}
        iconColor="green"
        title={i18n._(texts.doneTitle)}
        subtitle={i18n._(texts.done)}
      >
        <BlogButton />
      </AuthCard>
    );
  }
  if (!token || appErrorCode(error) === AppErrorCode.INVALID_NEWSLETTER_LINK) {
    const reason = appErrorText(AppErrorCode.INVALID_NEWSLETTER_LINK, texts.errors);
    return (
      <AuthCard
        icon={<IconMailX size={32} />}
        iconColor="red"
        title={i18n._(texts.failedTitle)}
        subtitle={i18n._(reason)}
      >
        <BlogButton />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={i18n._(texts.title)} subtitle={i18n._(texts.prompt)}>
      <Stack gap="sm">
        {error !== null && (
          <Alert color="red" role="alert">
            {i18n._(errorMessage(error, texts.errors))}
          </Alert>
        )}
        <Button fullWidth loading={mutation.isPending} onClick={() => mutation.mutate({ token })}>
          {i18n._(texts.button)}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** /newsletter/confirm?token=: the double opt-in's second step, on a button press. */
export function ConfirmSubscriptionPage({ token }: { token?: string | undefined }) {
  const confirm = trpc.newsletter.confirm.useMutation();
  return <NewsletterLinkCard texts={CONFIRM_TEXTS} token={token} mutation={confirm} />;
}

/** /newsletter/unsubscribe?token=: leaves the newsletter, on a button press; pressing again changes nothing. */
export function UnsubscribePage({ token }: { token?: string | undefined }) {
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  return <NewsletterLinkCard texts={UNSUBSCRIBE_TEXTS} token={token} mutation={unsubscribe} />;
}
