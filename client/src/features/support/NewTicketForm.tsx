import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { TICKET_CATEGORIES, type TTicketCategory, ZOpenTicket } from '@wordloom/shared/schemas/support';
import { type FormEvent, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AttachmentField } from './AttachmentField.tsx';
import { CATEGORY_LABELS, supportValidationText } from './support-messages.ts';
import { useAttachments } from './use-attachments.ts';

type FieldErrors = Partial<Record<'subject' | 'message' | 'attachmentIds', string>>;

/** "New ticket": subject, category, message and files; on success the new ticket's page opens. */
export function NewTicketForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TTicketCategory>('technical');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const attachments = useAttachments();

  const open = trpc.support.open.useMutation({
    onSuccess: async (ticket) => {
      utils.support.get.setData({ ticketId: ticket.id }, ticket);
      await utils.support.list.invalidate();
      await navigate({ to: '/support/$ticketId', params: { ticketId: ticket.id } });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(showErrors(fields));
        return;
      }
      notifications.show({ color: 'red', message: t(errorMessage(error)) });
    },
  });

  function showErrors(codes: Record<string, string>): FieldErrors {
    const shown: FieldErrors = {};
    for (const field of ['subject', 'message', 'attachmentIds'] as const) {
      const code = codes[field];
      if (code) shown[field] = t(supportValidationText(field, code));
    }
    return shown;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { subject, category, message, attachmentIds: attachments.attachmentIds };
    const parsed = ZOpenTicket.safeParse(values);
    if (!parsed.success) {
      const codes: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        codes[field] ??= issue.message;
      }
      setErrors(showErrors(codes));
      return;
    }
    setErrors({});
    open.mutate(values);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={<Trans>Subject</Trans>}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject}
          required
          data-autofocus
          dir="auto"
        />
        <Select
          label={<Trans>Category</Trans>}
          data={TICKET_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
          value={category}
          onChange={(value) => value && setCategory(value as TTicketCategory)}
          allowDeselect={false}
          required
        />
        <Textarea
          label={<Trans>Message</Trans>}
          description={<Trans>Tell us what happened and what you expected.</Trans>}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
          autosize
          minRows={5}
          maxRows={14}
          required
          dir="auto"
        />
        <AttachmentField attachments={attachments} disabled={open.isPending} />
        {errors.attachmentIds && (
          <Text size="sm" c="red" role="alert">
            {errors.attachmentIds}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={open.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={open.isPending} disabled={attachments.uploading}>
            <Trans>Open ticket</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
