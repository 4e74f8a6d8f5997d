import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** An error's text; `{detail}` is the server's detail, and `<0>…</0>` links to the Subscription page. */
export function ErrorText({ message, detail }: { message: MessageDescriptor; detail?: string | null | undefined }) {
  return (
    <Trans
      id={message.id}
      message={message.message}
      values={{ ...message.values, detail }}
      components={{ 0: <Anchor component={Link} to="/subscription" fw={600} inherit /> }}
    />
  );
}
