import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUser } from '@tabler/icons-react';
import { ZUpdateProfile } from '@wordloom/shared/schemas/account';
import { trpc } from '../../lib/trpc.ts';
import { ErrorAlert } from '../forms/FormAlert.tsx';
import { ProfileFields, profilePayload } from '../forms/ProfileFields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import type { AccountOverview } from './account-types.ts';
import { ACCOUNT_CHANGE_ERRORS } from './messages.ts';
import { profileFormValues } from './profile-form.ts';
import { SectionCard } from './SectionCard.tsx';

/** Name, phone, organization and country, with the sign-up form's selectors and rules (spec §5). */
export function ProfileCard({ overview }: { overview: AccountOverview }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useSchemaForm({
    initialValues: profileFormValues(overview.profile),
    schema: ZUpdateProfile,
    toInput: profilePayload,
  });

  const updateProfile = trpc.account.updateProfile.useMutation({
    onSuccess: async (profile) => {
      // The form shows what was stored, e.g. the name without the spaces typed around it.
      form.setValues(profileFormValues(profile));
      utils.account.overview.setData(undefined, (current) => current && { ...current, profile });
      notifications.show({ color: 'green', message: t`Profile updated` });
      // The shell greets the user by name.
      await utils.auth.me.invalidate();
    },
  });

  return (
    <SectionCard
      icon={<IconUser size={20} />}
      title={<Trans>Profile</Trans>}
      description={<Trans>How you appear in Wordloom, and how we can reach you.</Trans>}
    >
      <form ref={form.formRef} onSubmit={form.submitWith(updateProfile)} noValidate>
        <Stack gap="md">
          {updateProfile.error && <ErrorAlert error={updateProfile.error} overrides={ACCOUNT_CHANGE_ERRORS} />}
          {/* The badge sits under the label, so the address has the field's whole width on a phone. */}
          <TextInput
            label={t`Email`}
            description={
              overview.emailVerified ? (
                <Badge component="span" color="teal" variant="light">
                  <Trans>Verified</Trans>
                </Badge>
              ) : (
                <Badge component="span" color="yellow" variant="light">
                  <Trans>Not verified</Trans>
                </Badge>
              )
            }
            value={overview.email}
            readOnly
            variant="filled"
            dir="ltr"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <ProfileFields
              values={form.values}
              onChange={form.setField}
              error={form.errorText}
              organizationHint="placeholder"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={updateProfile.isPending}>
              <Trans>Save changes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
