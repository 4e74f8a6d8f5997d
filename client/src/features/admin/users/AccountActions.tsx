import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppErrorCode } from '@wordloom/shared/errors';
import { ADMIN_REASON_MAX, type AdminUserDetail, ZSuspendUser } from '@wordloom/shared/schemas/admin';
import { type ReactNode, useId, useState } from 'react';
import { appErrorText, type ErrorOverrides, errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { DialogActions } from '../../http-mappings/EditForm.tsx';
import { adminRuleMessage } from './user-labels.ts';

/** After a change to the account: its page and its audit history show it. */
function useRefreshUser(userId: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.admin.user.invalidate({ userId }),
      utils.admin.auditLog.invalidate(),
      utils.admin.users.invalidate(),
    ]);
}

function useFailureNotice(title: string, overrides?: ErrorOverrides) {
  const { i18n } = useLingui();
  return (error: unknown) =>
    notifications.show({ color: 'red', title, message: i18n._(errorMessage(error, overrides)) });
}

function SuspendDialog({ user, onClose }: { user: AdminUserDetail; onClose: () => void }) {
  const { t } = useLingui();
  const refresh = useRefreshUser(user.id);
  const failed = useFailureNotice(t`The account was not suspended`);
  const form = useSchemaForm({
    initialValues: { reason: '' },
    schema: ZSuspendUser,
    toInput: (values) => ({ userId: user.id, reason: values.reason }),
    messageOf: adminRuleMessage,
  });
  const suspend = trpc.admin.suspend.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`The account is suspended and signed out everywhere.` });
      onClose();
      await refresh();
    },
    onError: failed,
  });
  const email = user.email;
  return (
    <Modal opened onClose={onClose} title={t`Suspend ${email}?`} centered>
      <form ref={form.formRef} onSubmit={form.submitWith(suspend)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              The user is signed out on every device and cannot sign in until the account is restored. Their content and
              words are kept.
            </Trans>
          </Text>
          <Textarea
            label={t`Reason`}
            description={t`For the other admins; the user is not shown it.`}
            required
            autosize
            minRows={2}
            maxLength={ADMIN_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <DialogActions onCancel={onClose}>
            <Button type="submit" color="red" loading={suspend.isPending}>
              <Trans>Suspend</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

function ConfirmDialog({
  title,
  children,
  confirmLabel,
  color,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: ReactNode;
  color?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <DialogActions onCancel={onClose}>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

const SET_ADMIN_ERRORS: ErrorOverrides = {
  INTERNAL: msg`The admin role was not changed. Please try again.`,
};

type Dialog = 'suspend' | 'restore' | 'promote' | 'demote' | null;

/** Suspending or restoring the account, and giving or taking its admin role; each asks first. */
export function AccountActions({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const lastAdminId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const refresh = useRefreshUser(user.id);
  const restore = trpc.admin.restore.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`The account is restored. The user can sign in again.` });
      close();
      await refresh();
    },
    onError: useFailureNotice(t`The account was not restored`),
  });
  const setAdmin = trpc.admin.setAdmin.useMutation({
    onSuccess: async (_answer, input) => {
      notifications.show({
        color: 'green',
        message: input.admin ? t`The user is now an admin.` : t`The user is no longer an admin.`,
      });
      close();
      await refresh();
    },
    onError: () => close(),
  });
  const email = user.email;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        <Trans>Access</Trans>
      </Title>
      {user.suspendedAt && (
        <Alert color="red" variant="light" title={t`Suspended`}>
          <Trans>Since {i18n.date(user.suspendedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
          {user.suspendedReason && (
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {user.suspendedReason}
            </Text>
          )}
        </Alert>
      )}
      {setAdmin.error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setAdmin.reset()}>
          {i18n._(errorMessage(setAdmin.error, SET_ADMIN_ERRORS))}
        </Alert>
      )}
      <Group gap="sm">
        {user.suspendedAt ? (
          <Button variant="default" onClick={() => setDialog('restore')}>
            <Trans>Restore account</Trans>
          </Button>
        ) : (
          <Button variant="light" color="red" onClick={() => setDialog('suspend')}>
            <Trans>Suspend account</Trans>
          </Button>
        )}
        {user.isAdmin ? (
          <Button
            variant="light"
            color="grape"
            onClick={() => setDialog('demote')}
            disabled={user.isLastAdmin}
            aria-describedby={user.isLastAdmin ? lastAdminId : undefined}
          >
            <Trans>Remove admin</Trans>
          </Button>
        ) : (
          <Button variant="light" color="grape" onClick={() => setDialog('promote')}>
            <Trans>Make admin</Trans>
          </Button>
        )}
      </Group>
      {user.isLastAdmin && (
        <Text size="sm" c="dimmed" id={lastAdminId}>
          {i18n._(appErrorText(AppErrorCode.LAST_ADMIN))}
        </Text>
      )}
      {dialog === 'suspend' && <SuspendDialog user={user} onClose={close} />}
      {dialog === 'restore' && (
        <ConfirmDialog
          title={t`Restore ${email}?`}
          confirmLabel={<Trans>Restore</Trans>}
          pending={restore.isPending}
          onConfirm={() => restore.mutate({ userId: user.id })}
          onClose={close}
        >
          <Trans>The user can sign in again.</Trans>
        </ConfirmDialog>
      )}
      {dialog === 'promote' && (
        <ConfirmDialog
          title={t`Make ${email} an admin?`}
          confirmLabel={<Trans>Make admin</Trans>}
          color="grape"
          pending={setAdmin.isPending}
          onConfirm={() => setAdmin.mutate({ userId: user.id, admin: true })}
          onClose={close}
        >
          <Trans>Admins see the admin console and can change every user's account, words and settings.</Trans>
        </ConfirmDialog>
      )}
      {dialog === 'demote' && (
        <ConfirmDialog
          title={t`Remove the admin role of ${email}?`}
          confirmLabel={<Trans>Remove admin</Trans>}
          color="red"
          pending={setAdmin.isPending}
          onConfirm={() => setAdmin.mutate({ userId: user.id, admin: false })}
          onClose={close}
        >
          <Trans>The user keeps their account but no longer sees the admin console.</Trans>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
