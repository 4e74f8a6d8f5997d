/**
 * The public blog pages' newsletter box (spec §2: "a newsletter subscribe button"). It is rendered
 * on the server and must stay light: no tRPC React hooks, no React Query, no zod — the call goes
 * through `publicApi()`, loaded on the first press, and the address gets a plain pattern check.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { looksLikeEmail } from '@wordloom/shared/domain/email-address';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@wordloom/shared/languages';
import { type FormEvent, useId, useState } from 'react';
import { publicApi } from '../public-api.ts';

type Outcome = 'idle' | 'sending' | 'sent';

const EMAIL_REQUIRED = msg`Please enter your email address.`;
const EMAIL_INVALID = msg`Please enter a valid email address.`;
const RATE_LIMITED = msg`Too many requests in a short time. Please wait a minute and try again.`;
const NETWORK_ERROR = msg`Network error. Please check your connection and try again.`;
const FAILED = msg`Could not subscribe. Please try again.`;

/**
 * The text of a failed call, read from the tRPC error's data without the client's error module
 * (which would bring the tRPC client into the page's first download).
 */
function failureText(error: unknown) {
  const data = (error as { data?: { appError?: string } | null } | null)?.data;
  if (!data) return NETWORK_ERROR;
  if (data.appError === 'RATE_LIMITED') return RATE_LIMITED;
  if (data.appError === 'VALIDATION') return EMAIL_INVALID;
  return FAILED;
}

/** The newsletter box: an address and Subscribe; the confirmation link comes by mail (double opt-in). */
export function NewsletterSubscribe() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome === 'sending') return;
    setFailure(null);
    if (email.trim() === '') return setFieldError(i18n._(EMAIL_REQUIRED));
    if (!looksLikeEmail(email)) return setFieldError(i18n._(EMAIL_INVALID));
    setFieldError(null);
    setOutcome('sending');
    const languageCode = isLanguageCode(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
    try {
      const api = await publicApi();
      await api.newsletter.subscribe.mutate({ email: email.trim(), languageCode });
      setOutcome('sent');
    } catch (error) {
      setFailure(i18n._(failureText(error)));
      setOutcome('idle');
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Subscribe to our newsletter</Trans>
        </Title>
        {outcome === 'sent' ? (
          <Alert color="green" role="status">
            <Trans>Check your inbox to confirm your subscription.</Trans>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>New articles in your inbox. Unsubscribe at any time.</Trans>
            </Text>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  type="email"
                  autoComplete="email"
                  label={t`Email address`}
                  placeholder="name@example.com"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    setFieldError(null);
                  }}
                  error={fieldError}
                  style={{ flex: '1 1 14rem' }}
                />
                <Button type="submit" mt={{ base: 0, xs: 25 }} loading={outcome === 'sending'}>
                  <Trans>Subscribe</Trans>
                </Button>
              </Group>
            </form>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
