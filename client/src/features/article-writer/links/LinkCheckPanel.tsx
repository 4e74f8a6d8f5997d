import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconLinkOff, IconReplace } from '@tabler/icons-react';
import {
  absoluteHttpUrl,
  isBrokenLinkStatus,
  outboundLinksInArticle,
  removeLinkFromArticle,
  replaceLinkInArticle,
  sameUrl,
  sessionLinksToCheck,
} from '@wordloom/shared/domain/article-links';
import type { TLinkCheckResult } from '@wordloom/shared/schemas/article-writer';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ErrorText } from '../../errors/ErrorText.tsx';
import type { WriterSessionHandle } from '../use-writer-session.ts';

/** What the user did to a link this visit, so its row says so. */
type Fix = { kind: 'removed' } | { kind: 'replaced'; by: string };

/** Links to this site are internal: the server leaves them out too. */
function ownOrigins(): string[] {
  return typeof window === 'undefined' ? [] : [window.location.origin];
}

/**
 * The generated article's broken-link check (issue 14 point 3): "Check links" checks the
 * article's outbound links (up to the chosen count) and the saved links on the server, through
 * its SSRF guard; each shows its status, and a link that does not work can be removed (its words
 * stay) or replaced in one click. The results are kept in the session.
 */
export function LinkCheckPanel({ handle }: { handle: WriterSessionHandle }) {
  const { t } = useLingui();
  const headingId = useId();
  const utils = trpc.useUtils();
  const [fixes, setFixes] = useState<Record<string, Fix>>({});
  const session = handle.session;
  const check = trpc.articleWriter.checkLinks.useMutation({
    onSuccess: (checked) => {
      utils.articleWriter.sessions.get.setData({ sessionId: checked.id }, checked);
      setFixes({});
    },
  });

  if (!session) {
    return <Loader size="sm" aria-label={t`Loading`} />;
  }
  const { state } = session;
  const article = state.generatedArticle;
  const toCheck = sessionLinksToCheck(state, ownOrigins()).length;
  const inArticle = article ? outboundLinksInArticle(article, ownOrigins()) : [];
  const isInArticle = (url: string) => inArticle.some((link) => sameUrl(link, url));

  const fix = async (url: string, change: Fix) => {
    if (!article) return;
    const changed =
      change.kind === 'removed' ? removeLinkFromArticle(article, url) : replaceLinkInArticle(article, url, change.by);
    const saved = await handle.save({ generatedArticle: changed });
    if (saved) setFixes((current) => ({ ...current, [url]: change }));
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          <Trans>Broken links</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {toCheck === 0 ? (
            <Trans>The article has no links to other sites, and you have no saved links.</Trans>
          ) : (
            <Plural value={toCheck} one="# link will be checked." other="# links will be checked." />
          )}
        </Text>
        <Group gap="sm">
          <Button
            onClick={() => check.mutate({ sessionId: session.id })}
            loading={check.isPending}
            disabled={toCheck === 0}
            variant="light"
          >
            <Trans>Check links</Trans>
          </Button>
          {check.isPending && (
            <Text size="sm" role="status">
              <Plural value={toCheck} one="Checking # link…" other="Checking # links…" />
            </Text>
          )}
        </Group>
        {check.error && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={20} />}
            role="alert"
            title={t`The links could not be checked`}
          >
            <ErrorText message={errorMessage(check.error)} />
          </Alert>
        )}
        {state.brokenLinkResults.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Link check results`}>
            {state.brokenLinkResults.map((result) => (
              <LinkResultRow
                key={result.url}
                result={result}
                fix={fixes[result.url]}
                inArticle={isInArticle(result.url)}
                saving={handle.saving}
                onRemove={() => fix(result.url, { kind: 'removed' })}
                onReplace={(by) => fix(result.url, { kind: 'replaced', by })}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function StatusBadge({ result }: { result: TLinkCheckResult }) {
  switch (result.status) {
    case 'working':
      return <Badge color="green">{<Trans>Working</Trans>}</Badge>;
    case 'redirected':
      return <Badge color="blue">{<Trans>Redirected</Trans>}</Badge>;
    case 'broken':
      return (
        <Badge color="red">
          {result.httpStatus === null ? <Trans>Broken</Trans> : <Trans>Broken (HTTP {result.httpStatus})</Trans>}
        </Badge>
      );
    case 'timed_out':
      return <Badge color="orange">{<Trans>Timed out</Trans>}</Badge>;
    case 'unsafe':
      return <Badge color="grape">{<Trans>Refused as unsafe</Trans>}</Badge>;
  }
}

interface LinkResultRowProps {
  result: TLinkCheckResult;
  fix: Fix | undefined;
  inArticle: boolean;
  saving: boolean;
  onRemove: () => void;
  onReplace: (url: string) => void;
}

function LinkResultRow({ result, fix, inArticle, saving, onRemove, onReplace }: LinkResultRowProps) {
  const needsFix = isBrokenLinkStatus(result.status);
  return (
    <Card component="li" withBorder radius="sm" padding="sm">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <StatusBadge result={result} />
          <Anchor
            href={result.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            dir="ltr"
          >
            {result.url}
          </Anchor>
        </Group>
        {result.status === 'redirected' && result.finalUrl && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Now leads to{' '}
              <Anchor href={result.finalUrl} target="_blank" rel="noopener noreferrer nofollow" inherit dir="ltr">
                {result.finalUrl}
              </Anchor>
            </Trans>
          </Text>
        )}
        {fix ? (
          <FixDone fix={fix} />
        ) : needsFix && inArticle ? (
          <FixActions url={result.url} saving={saving} onRemove={onRemove} onReplace={onReplace} />
        ) : needsFix ? (
          <Text size="sm" c="dimmed">
            <Trans>One of your saved links: it is not in this article.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function FixDone({ fix }: { fix: Fix }) {
  return (
    <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
      {fix.kind === 'removed' ? (
        <Trans>Link removed. Its words stay in the article.</Trans>
      ) : (
        <Trans>Replaced with {fix.by}. Check links again to test it.</Trans>
      )}
    </Text>
  );
}

function FixActions({
  url,
  saving,
  onRemove,
  onReplace,
}: {
  url: string;
  saving: boolean;
  onRemove: () => void;
  onReplace: (url: string) => void;
}) {
  const { t } = useLingui();
  const [replacement, setReplacement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = replacement.trim();
    if (!absoluteHttpUrl(trimmed)) {
      setProblem(t`Enter a full address starting with http:// or https://.`);
      return;
    }
    if (sameUrl(trimmed, url)) {
      setProblem(t`Enter a different address.`);
      return;
    }
    setProblem(null);
    onReplace(trimmed);
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Button size="xs" variant="default" leftSection={<IconLinkOff size={16} />} onClick={onRemove} disabled={saving}>
        <Trans>Remove link</Trans>
        <VisuallyHidden>{url}</VisuallyHidden>
      </Button>
      <form
        onSubmit={submit}
        noValidate
        style={{ display: 'flex', gap: 8, flex: '1 1 220px', alignItems: 'flex-start' }}
      >
        <TextInput
          size="xs"
          type="url"
          dir="ltr"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t`New address for ${url}`}
          placeholder="https://"
          value={replacement}
          onChange={(event) => setReplacement(event.currentTarget.value)}
          error={problem}
        />
        <Button size="xs" type="submit" leftSection={<IconReplace size={16} />} disabled={saving}>
          <Trans>Replace</Trans>
        </Button>
      </form>
    </Group>
  );
}
