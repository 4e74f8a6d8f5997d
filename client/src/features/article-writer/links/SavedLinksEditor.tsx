import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { savedLinkProblem } from '@wordloom/shared/domain/article-links';
import { type FormEvent, useId, useState } from 'react';
import type { WriterSessionHandle } from '../use-writer-session.ts';

/** The session schema's cap on saved links. */
const MAX_SAVED_LINKS = 100;

/**
 * The links the user keeps to check with the article (spec §3 saved broken links, §4 unique by
 * URL): added and removed here, saved in the session.
 */
export function SavedLinksEditor({ handle }: { handle: WriterSessionHandle }) {
  const { t } = useLingui();
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const session = handle.session;
  if (!session) return <Loader size="sm" aria-label={t`Loading`} />;
  const saved = session.state.savedBrokenLinks;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const url = draft.trim();
    const found = savedLinkProblem(url, saved);
    if (found === 'invalid') return setProblem(t`Enter a full address starting with http:// or https://.`);
    if (found === 'duplicate') return setProblem(t`This link is already saved.`);
    if (saved.length >= MAX_SAVED_LINKS) return setProblem(t`You can save up to ${MAX_SAVED_LINKS} links.`);
    setProblem(null);
    if (await handle.save({ savedBrokenLinks: [...saved, { url }] })) setDraft('');
  };

  const remove = (url: string) => handle.save({ savedBrokenLinks: saved.filter((link) => link.url !== url) });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          <Trans>Saved links</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Links you want checked with every article, such as your own pages or sources you cite often.</Trans>
        </Text>
        {saved.length === 0 ? (
          <Text size="sm">
            <Trans>No saved links yet.</Trans>
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Saved links`}>
            {saved.map((link) => (
              <Group key={link.url} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {link.url}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove ${link.url}`}
                  onClick={() => remove(link.url)}
                  disabled={handle.saving}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={add} noValidate>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 220px', minWidth: 0 }}
              label={t`Link to save`}
              placeholder="https://"
              type="url"
              dir="ltr"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={problem}
            />
            <Button type="submit" mt={25} disabled={handle.saving}>
              <Trans>Add link</Trans>
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
