import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Loader, Stack, Text } from '@mantine/core';
import type { WriterSession } from '@wordloom/shared/schemas/article-writer';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { WriterSessionHandle } from '../use-writer-session.ts';

/**
 * The user's own published articles the writer may link to (the related-articles scoring),
 * asked for once when the session has none yet; each kept one is linked where it fits.
 */
export function InternalLinksCard({ session, handle }: { session: WriterSession; handle: WriterSessionHandle }) {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const suggest = trpc.articleWriter.suggestInternalLinks.useMutation({
    onSuccess: (fresh) => utils.articleWriter.sessions.get.setData({ sessionId: fresh.id }, fresh),
  });
  const links = session.state.internalLinks;
  const asked = useRef(false);
  const { mutate } = suggest;

  useEffect(() => {
    if (asked.current || links.length > 0) return;
    asked.current = true;
    mutate({ sessionId: session.id });
  }, [links.length, mutate, session.id]);

  const toggle = (articleId: string, selected: boolean) =>
    void handle.save({
      internalLinks: links.map((link) => (link.articleId === articleId ? { ...link, selected } : link)),
    });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600} id="internal-links-label">
          <Trans>Internal links</Trans>
        </Text>
        {suggest.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            <Loader size="xs" aria-hidden me="xs" />
            <Trans>Looking for related articles of yours…</Trans>
          </Text>
        ) : suggest.isError && links.length === 0 ? (
          <Alert color="red" radius="md" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{i18n._(errorMessage(suggest.error))}</Text>
              <Button size="compact-sm" variant="light" onClick={() => mutate({ sessionId: session.id })}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : links.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>
              None of your published articles is related to this one yet, so the article links to none of them.
            </Trans>
          </Text>
        ) : (
          <Stack gap="xs" role="group" aria-labelledby="internal-links-label">
            <Text size="sm" c="dimmed">
              <Trans>The article links to the ones you keep, where they fit.</Trans>
            </Text>
            {links.map((link) => (
              <Checkbox
                key={link.articleId}
                checked={link.selected}
                onChange={(event) => toggle(link.articleId, event.currentTarget.checked)}
                label={link.title}
                description={<span dir="ltr">{link.path}</span>}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
