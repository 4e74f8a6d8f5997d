import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';

interface DevMailboxNoteProps {
  /** false inside another alert: the sentence alone, without a frame of its own. */
  framed?: boolean;
}

/**
 * On a server without a mail server (a local run), mail is listed at /dev/mailbox instead of sent:
 * every page that says "check your email" points there, or nobody could follow its link.
 */
export function DevMailboxNote({ framed = true }: DevMailboxNoteProps) {
  // Without the answer the note stays hidden: on a real deployment there is nothing to add.
  const info = trpc.system.info.useQuery(undefined, SHOWS_OWN_ERRORS);
  if (!info.data?.devMailbox) return null;
  const note = (
    <Trans>
      This server sends no email: your mail waits in the{' '}
      <Anchor href="/dev/mailbox" target="_blank" inherit>
        development mailbox
      </Anchor>
      .
    </Trans>
  );
  if (!framed) return <Text size="sm">{note}</Text>;
  return (
    <Alert color="blue" variant="light" icon={<IconInbox size={20} />}>
      {note}
    </Alert>
  );
}
