import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Card,
  Group,
  type MantineColor,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArticle,
  IconBrandLinkedin,
  IconClockHour4,
  IconCoin,
  IconHistory,
  IconHourglass,
  IconWriting,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { LoadError } from '../errors/LoadError.tsx';
import { WelcomeBanner } from '../onboarding/WelcomeBanner.tsx';
import type { SignedInUser } from '../shell/AppShellLayout.tsx';
import classes from './DashboardPage.module.css';
import { wordRowDescription } from './word-descriptions.ts';

/** The page shows its own error with a retry, so a failed load does not leave the dashboard for /server-error. */
type WordAccount = RouterOutputs['words']['account'];
type WordTransaction = WordAccount['history'][number];

interface EntryType {
  label: MessageDescriptor;
  color: MantineColor;
}

const ADDED: EntryType = { label: msg`Added`, color: 'teal' };
const PENDING: EntryType = { label: msg`Pending`, color: 'yellow' };
const USED: EntryType = { label: msg`Used`, color: 'indigo' };
const NOT_CHARGED: EntryType = { label: msg`Not charged`, color: 'gray' };
const EXPIRED: EntryType = { label: msg`Expired`, color: 'red' };
const DEDUCTED: EntryType = { label: msg`Deducted`, color: 'orange' };

/**
 * A generation is one line (server: words/service historyEntry): its hold while it runs, then the
 * row that ended it, with what it cost; a settlement of no words (a template draft) cost nothing.
 */
function entryType({ transactionType, wordsAmount }: WordTransaction): EntryType {
  switch (transactionType) {
    case 'grant':
      return ADDED;
    case 'hold':
      return PENDING;
    case 'spend':
      return USED;
    case 'settle':
    case 'release':
      return wordsAmount === 0 ? NOT_CHARGED : USED;
    case 'expiry':
      return EXPIRED;
    case 'deduct':
      return DEDUCTED;
  }
}

/** Below this width the history is a list: a table's five columns push the words off a phone's screen. */
const NARROW_HISTORY = '(max-width: 36em)';

function BalanceFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function BalanceCard({ account }: { account: WordAccount }) {
  const { i18n } = useLingui();
  const expiry = account.nextExpiry;
  const expiryDate = expiry ? i18n.date(expiry.at, { dateStyle: 'long' }) : '';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed">
            <Trans>Available words</Trans>
          </Text>
          <Text className={classes.balance}>{i18n.number(account.availableWords)}</Text>
        </Stack>
        <ThemeIcon size={48} radius="md" variant="light">
          <IconCoin size={28} />
        </ThemeIcon>
      </Group>
      {(account.heldWords > 0 || expiry) && (
        <Stack gap={6} mt="md">
          {account.heldWords > 0 && (
            <BalanceFact icon={<IconHourglass size={16} />}>
              <Plural
                value={account.heldWords}
                one="# more word is reserved for work in progress"
                other="# more words are reserved for work in progress"
              />
            </BalanceFact>
          )}
          {expiry && (
            <BalanceFact icon={<IconClockHour4 size={16} />}>
              <Plural
                value={expiry.words}
                one={`# word expires on ${expiryDate}`}
                other={`# words expire on ${expiryDate}`}
              />
            </BalanceFact>
          )}
          {expiry && (
            // Users saw this date beside the trial's end and could not tell which was which.
            <Text size="xs" c="dimmed">
              <Trans>Words you have not used by then are gone. This date can come before your free trial ends.</Trans>
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

function amountColor(words: number): MantineColor {
  return words > 0 ? 'teal' : words < 0 ? 'red' : 'dimmed';
}

function EntryBadge({ entry }: { entry: WordTransaction }) {
  const { i18n } = useLingui();
  const type = entryType(entry);
  return (
    <Badge variant="light" color={type.color} radius="sm" className={classes.typeBadge}>
      {i18n._(type.label)}
    </Badge>
  );
}

function HistoryRow({ entry }: { entry: WordTransaction }) {
  const { i18n } = useLingui();
  return (
    <Table.Tr>
      <Table.Td className={classes.nowrap}>
        {i18n.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Table.Td>
      <Table.Td>
        <EntryBadge entry={entry} />
      </Table.Td>
      <Table.Td>{wordRowDescription(i18n, entry)}</Table.Td>
      <Table.Td ta="end" fw={600} c={amountColor(entry.wordsAmount)} className={classes.nowrap}>
        {i18n.number(entry.wordsAmount, { signDisplay: 'exceptZero' })}
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        {entry.expiresAt ? i18n.date(entry.expiresAt, { dateStyle: 'medium' }) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/** A phone's history line: what and when on the start side, the words on the end side, nothing off screen. */
function HistoryItem({ entry }: { entry: WordTransaction }) {
  const { i18n } = useLingui();
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" className={classes.item}>
      <Stack gap={4} className={classes.itemText}>
        <EntryBadge entry={entry} />
        <Text size="sm">{wordRowDescription(i18n, entry)}</Text>
        <Text size="xs" c="dimmed">
          {i18n.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      </Stack>
      <Text fw={600} c={amountColor(entry.wordsAmount)} className={classes.nowrap}>
        {i18n.number(entry.wordsAmount, { signDisplay: 'exceptZero' })}
      </Text>
    </Group>
  );
}

function WordHistory({ history }: { history: WordTransaction[] }) {
  const headingId = useId();
  const narrow = useMediaQuery(NARROW_HISTORY);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>Word history</Trans>
      </Title>
      {history.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconHistory size={26} />
            </ThemeIcon>
            <Text fw={600}>
              <Trans>No word activity yet</Trans>
            </Text>
            <Text size="sm" c="dimmed" maw={420}>
              <Trans>The words you receive and use will be listed here, newest first.</Trans>
            </Text>
          </Stack>
        </Card>
      ) : narrow ? (
        <Card withBorder radius="lg" padding={0}>
          <ul aria-labelledby={headingId} className={classes.list}>
            {history.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      ) : (
        <Card withBorder radius="lg" padding={0}>
          <ScrollArea type="auto">
            <Table aria-labelledby={headingId} miw={680} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Date</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Type</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Description</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Words</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Expires</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      )}
    </Stack>
  );
}

interface Shortcut {
  to: '/linkedin-grow/create' | '/article-writer' | '/blogs';
  icon: typeof IconCoin;
  title: ReactNode;
  description: ReactNode;
}

function Shortcuts() {
  const shortcuts: Shortcut[] = [
    {
      to: '/linkedin-grow/create',
      icon: IconBrandLinkedin,
      title: <Trans>Create LinkedIn post</Trans>,
      description: <Trans>Turn a topic into a post for your audience, then schedule or publish it.</Trans>,
    },
    {
      to: '/article-writer',
      icon: IconWriting,
      title: <Trans>Article Writer</Trans>,
      description: <Trans>Go from one keyword to a finished, search-optimised article.</Trans>,
    },
    {
      to: '/blogs',
      icon: IconArticle,
      title: <Trans>My Articles</Trans>,
      description: <Trans>Read, edit and share the articles you have written.</Trans>,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {shortcuts.map(({ to, icon: Icon, title, description }) => (
        <Card key={to} component={Link} to={to} withBorder radius="lg" padding="lg" className={classes.shortcut}>
          <ThemeIcon size={40} radius="md" variant="light">
            <Icon size={22} />
          </ThemeIcon>
          <Text fw={700} mt="sm">
            {title}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The dashboard (spec §2): a greeting, the word balance, the ways to start writing, and the words' history. */
export function DashboardPage({ user }: { user: SignedInUser }) {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const account = trpc.words.account.useQuery(undefined, SHOWS_OWN_ERRORS);
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1} className={classes.greeting}>
          <Trans>Welcome, {user.profile.name}</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Words are your credit: here is what you have, and where it went.</Trans>
        </Text>
      </Stack>
      <WelcomeBanner user={user} />
      {account.isPending && <Skeleton height={132} radius="lg" />}
      {account.isError && (
        <LoadError
          title={<Trans>Could not load your words</Trans>}
          description={<Trans>Your balance and history did not load. Your words are safe; please try again.</Trans>}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
      )}
      {account.isSuccess && <BalanceCard account={account.data} />}
      <Shortcuts />
      {account.isPending && <Skeleton height={240} radius="lg" />}
      {account.isSuccess && <WordHistory history={account.data.history} />}
    </Stack>
  );
}
