import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { WriterSessionSummary } from '@wordloom/shared/schemas/article-writer';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { relativeTime } from '../relative-time.ts';
import { STEP_LABELS, STEP_PATHS } from '../writer-steps.ts';

/** /article-writer: a new article, or one in progress to continue where it was left. */
export function WriterHubPage() {
  const { t, i18n } = useLingui();
  const title = t`AI Article Writer`;
  usePageTitle(title);
  const sessions = trpc.articleWriter.sessions.list.useQuery(undefined, SHOWS_OWN_ERRORS);
  const [deleting, setDeleting] = useState<WriterSessionSummary | null>(null);

  let body: ReactNode;
  if (sessions.isError) {
    body = (
      <LoadError
        title={t`Your articles in progress could not be loaded`}
        description={i18n._(errorMessage(sessions.error))}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else if (!sessions.data) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={88} radius="lg" />
        <Skeleton height={88} radius="lg" />
        <Skeleton height={88} radius="lg" />
      </Stack>
    );
  } else if (sessions.data.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            <Trans>No articles in progress</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Give the writer a keyword: it finds related keywords, proposes titles and an outline, and writes the
              article for you to edit and publish.
            </Trans>
          </Text>
          <Button component={Link} to="/article-writer/keyword" leftSection={<IconPlus size={16} />}>
            <Trans>Write your first article</Trans>
          </Button>
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
        {sessions.data.map((summary) => (
          <SessionRow key={summary.id} summary={summary} onDelete={() => setDeleting(summary)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to="/article-writer/keyword" leftSection={<IconPlus size={16} />}>
          <Trans>New article</Trans>
        </Button>
      </Group>
      <Title order={2} size="h4">
        <Trans>Articles in progress</Trans>
      </Title>
      {body}
      <DeleteSessionModal summary={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function SessionRow({ summary, onDelete }: { summary: WriterSessionSummary; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const name = summary.keyword || t`No keyword yet`;
  const changed = relativeTime(summary.updatedAt, new Date(), i18n.locale);
  const stepLabel = i18n._(STEP_LABELS[summary.step]);
  return (
    <Card component="li" withBorder radius="lg" padding="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{name}</Text>
            <Badge variant="light" radius="sm" tt="none">
              <Trans>Step: {stepLabel}</Trans>
            </Badge>
          </Group>
          {summary.title && (
            <Text size="sm" lineClamp={2}>
              {summary.title}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <Trans>
              Changed{' '}
              <time
                dateTime={summary.updatedAt.toISOString()}
                title={i18n.date(summary.updatedAt, { dateStyle: 'long', timeStyle: 'short' })}
              >
                {changed}
              </time>
            </Trans>
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {summary.articleId && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileText size={16} />}
              renderRoot={(props) => <Link {...props} to="/article-writer/edit" search={{ id: summary.articleId }} />}
            >
              <Trans>Open article</Trans>
            </Button>
          )}
          <Button
            size="sm"
            onClick={() => void navigate({ to: STEP_PATHS[summary.step], search: { session: summary.id } })}
            aria-label={t`Continue ${name}`}
          >
            <Trans>Continue</Trans>
          </Button>
          <Tooltip label={t`Delete`}>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={t`Delete ${name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

function DeleteSessionModal({ summary, onClose }: { summary: WriterSessionSummary | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const remove = trpc.articleWriter.sessions.remove.useMutation();
  const confirm = () => {
    if (!summary) return;
    remove.mutate(
      { sessionId: summary.id },
      {
        onSuccess: () => {
          utils.articleWriter.sessions.list.setData(undefined, (list) =>
            list?.filter((candidate) => candidate.id !== summary.id),
          );
          void utils.articleWriter.sessions.list.invalidate();
          notifications.show({ color: 'green', message: t`The article in progress was deleted.` });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: i18n._(errorMessage(error)) }),
      },
    );
  };
  return (
    <Modal
      opened={summary !== null}
      onClose={onClose}
      title={t`Delete this article in progress?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Its keywords, titles, outline and generated text are deleted. An article already saved to My Articles stays
            there.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
