import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { serverFieldErrors } from '../../lib/errors.ts';
import { AttachmentField } from './AttachmentField.tsx';
import { supportValidationText } from './support-messages.ts';
import { useAttachments } from './use-attachments.ts';

export interface ReplyValues {
  message: string;
  attachmentIds: string[];
}

export interface ReplyBoxProps {
  /**
   * Sends the reply; the box empties when it resolves and keeps what was written when it throws
   * (the caller shows the failure; field errors the server reports are shown on the fields).
   */
  onSubmit: (values: ReplyValues) => Promise<unknown>;
  /** The button's text; "Send reply" by default. */
  submitLabel?: ReactNode;
  /** More controls beside the button (the admin's internal-note switch). */
  extra?: ReactNode;
  label?: ReactNode;
}

/** A message and its files, checked with the schema's rules before it goes. */
export function ReplyBox({ onSubmit, submitLabel, extra, label }: ReplyBoxProps) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attachments = useAttachments();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setError(t(supportValidationText('message', 'REQUIRED')));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit({ message, attachmentIds: attachments.attachmentIds });
      setMessage('');
      attachments.clear();
    } catch (failure) {
      const code = serverFieldErrors(failure).message;
      if (code) setError(t(supportValidationText('message', code)));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label ?? <Trans>Your reply</Trans>}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxRows={12}
          dir="auto"
        />
        <AttachmentField attachments={attachments} disabled={sending} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">{extra}</Group>
          <Button type="submit" loading={sending} disabled={attachments.uploading} leftSection={<IconSend size={16} />}>
            {submitLabel ?? <Trans>Send reply</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
