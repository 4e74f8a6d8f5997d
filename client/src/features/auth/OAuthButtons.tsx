import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * "Continue with Google / LinkedIn": plain links, since the server runs the redirect dance
 * (`/auth/google`). Only providers the deployment has credentials for are shown.
 */
export function OAuthButtons() {
  const { i18n } = useLingui();
  // Without the answer the buttons simply stay hidden; the form below still works.
  const info = trpc.system.info.useQuery(undefined, SHOWS_OWN_ERRORS);
  const providers = info.data?.signInProviders;
  if (!providers || (!providers.google && !providers.linkedin)) return null;
  const lang = encodeURIComponent(i18n.locale);
  return (
    <Stack gap="sm">
      {providers.google && (
        <Button
          component="a"
          href={`/auth/google?lang=${lang}`}
          variant="default"
          leftSection={<IconBrandGoogle size={18} />}
        >
          <Trans>Continue with Google</Trans>
        </Button>
      )}
      {providers.linkedin && (
        <Button
          component="a"
          href={`/auth/linkedin?lang=${lang}`}
          variant="default"
          leftSection={<IconBrandLinkedin size={18} />}
        >
          <Trans>Continue with LinkedIn</Trans>
        </Button>
      )}
      <Divider label={<Trans>or</Trans>} labelPosition="center" />
    </Stack>
  );
}
