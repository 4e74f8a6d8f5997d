import '@mantine/charts/styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBrandLinkedin,
  IconEye,
  IconInfoCircle,
  IconMessageCircle,
  IconRefresh,
  IconSend,
  IconShare,
  IconThumbUp,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { appErrorCode, type ErrorOverrides, errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { BestPosts, InsightPostsTable } from './InsightPostsTable.tsx';
import { Breakdowns, TrendChart } from './InsightsCharts.tsx';
import { countText, type InsightsOverview, insightsOverviewInput, rateText } from './insights-labels.ts';

type TotalKey = 'posts' | 'impressions' | 'membersReached' | 'reactions' | 'comments' | 'reshares';

const TOTALS: { key: TotalKey; label: MessageDescriptor; icon: ReactNode }[] = [
  { key: 'posts', label: msg`Posts published`, icon: <IconSend size={18} /> },
  { key: 'impressions', label: msg`Impressions`, icon: <IconEye size={18} /> },
  { key: 'membersReached', label: msg`Members reached`, icon: <IconUsers size={18} /> },
  { key: 'reactions', label: msg`Reactions`, icon: <IconThumbUp size={18} /> },
  { key: 'comments', label: msg`Comments`, icon: <IconMessageCircle size={18} /> },
  { key: 'reshares', label: msg`Reshares`, icon: <IconShare size={18} /> },
];

function TotalCards({ overview }: { overview: InsightsOverview }) {
  const { t, i18n } = useLingui();
  const needsApproval = new Set<string>(overview.needsApproval);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="section" aria-label={t`Totals`}>
      {TOTALS.map(({ key, label, icon }) => (
        <Card key={key} withBorder radius="lg" padding="md">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {i18n._(label)}
            </Text>
          </Group>
          {needsApproval.has(key) ? (
            <Text size="sm" fw={600} mt="xs">
              <Trans>Needs LinkedIn's approval</Trans>
            </Text>
          ) : (
            <Text fz={28} fw={700} mt="xs">
              {countText(i18n, overview.totals[key])}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function ApprovalNote() {
  return (
    <Alert
      color="yellow"
      radius="lg"
      icon={<IconInfoCircle />}
      title={<Trans>Some counts need LinkedIn's approval</Trans>}
    >
      <Trans>
        Impressions and members reached come from LinkedIn's post analytics, which LinkedIn opens to an app only after
        approving it. Until then they are shown as unknown, not as zero; reactions and comments are read as usual.
      </Trans>
    </Alert>
  );
}

function NothingPublished() {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconBrandLinkedin size={28} />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>No published posts yet</Trans>
        </Text>
        <Text c="dimmed" maw={520}>
          <Trans>
            Your posts appear here once they are published to LinkedIn, with their impressions, likes, comments and
            shares.
          </Trans>
        </Text>
        <Button component={Link} to="/linkedin-grow/my-posts">
          <Trans>Go to My Posts</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/** The catalogue's LinkedIn throttle text speaks of posting; a refresh only reads. */
const REFRESH_ERRORS: ErrorOverrides = {
  LINKEDIN_RATE_LIMITED: msg`LinkedIn is limiting how often your counts can be read right now. Please wait a while and try again.`,
};

/** "Refresh": reads every published post from LinkedIn now, showing that it is under way. */
function useRefresh() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  return trpc.linkedin.insights.refresh.useMutation({
    ...SHOWS_OWN_ERRORS,
    onSuccess: async ({ taken, deletedOnLinkedin, failed }) => {
      await utils.linkedin.insights.overview.invalidate();
      notifications.show({
        color: failed > 0 ? 'yellow' : 'teal',
        message:
          failed > 0
            ? t`Counts updated for ${taken} posts; ${failed} could not be read. Please try again later.`
            : deletedOnLinkedin > 0
              ? t`Counts updated for ${taken} posts; ${deletedOnLinkedin} were deleted on LinkedIn.`
              : t`Counts updated for ${taken} posts.`,
      });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: appErrorCode(error)
          ? i18n._(errorMessage(error, REFRESH_ERRORS))
          : t`Failed to refresh your insights. Please try again.`,
      });
    },
  });
}

function Overview({ overview }: { overview: InsightsOverview }) {
  const { i18n } = useLingui();
  return (
    <>
      {overview.needsApproval.length > 0 && <ApprovalNote />}
      <TotalCards overview={overview} />
      {overview.totals.engagementRate !== null && (
        <Text size="sm" c="dimmed">
          <Trans>Engagement rate over all posts: {rateText(i18n, overview.totals.engagementRate)}</Trans>
        </Text>
      )}
      <TrendChart overview={overview} />
      <BestPosts overview={overview} />
      <InsightPostsTable overview={overview} />
      <Breakdowns overview={overview} />
    </>
  );
}

/**
 * /linkedin-grow/insights: what the user's published posts did on LinkedIn, from the readings
 * taken after publishing and on "Refresh" — totals, the trend, each post's curve, the best posts
 * and what works for this user.
 */
export function InsightsPage() {
  const { t } = useLingui();
  usePageTitle(t`LinkedIn Insights`);
  const overview = trpc.linkedin.insights.overview.useQuery(insightsOverviewInput(), SHOWS_OWN_ERRORS);
  const refresh = useRefresh();
  const hasPosts = (overview.data?.posts.length ?? 0) > 0;

  return (
    <Stack gap="xl" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>LinkedIn Insights</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              How your published posts are doing on LinkedIn, read an hour, a day and a week after publishing, then
              daily for a month.
            </Trans>
          </Text>
        </Stack>
        {hasPosts && (
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={() => refresh.mutate({})}
          >
            <Trans>Refresh</Trans>
          </Button>
        )}
      </Group>
      {refresh.isPending && (
        <Stack gap={4}>
          <Text size="sm" id="insights-refresh-progress">
            <Trans>Reading your posts' counts from LinkedIn…</Trans>
          </Text>
          <Progress.Root>
            <Progress.Section value={100} striped animated aria-labelledby="insights-refresh-progress" />
          </Progress.Root>
        </Stack>
      )}

      {overview.isError && (
        <LoadError
          title={t`Your insights could not be loaded`}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
      {overview.isPending && (
        <Stack gap="md" aria-hidden>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      )}
      {overview.data && (hasPosts ? <Overview overview={overview.data} /> : <NothingPublished />)}
    </Stack>
  );
}
