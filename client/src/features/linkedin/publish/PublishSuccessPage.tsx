import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconListDetails } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { StatusPage } from '../../errors/StatusPage.tsx';
import { postName } from '../posts/post-text.ts';
import { OpenOnLinkedIn } from './OpenOnLinkedIn.tsx';

function NextSteps() {
  return (
    <>
      <Button
        component={Link}
        to="/linkedin-grow/my-posts"
        variant="default"
        leftSection={<IconListDetails size={18} />}
      >
        <Trans>My Posts</Trans>
      </Button>
      <Button component={Link} to="/linkedin-grow/insights" variant="default" leftSection={<IconChartBar size={18} />}>
        <Trans>Insights</Trans>
      </Button>
    </>
  );
}

/**
 * After a publish (spec §2 /linkedin-publish-success): the post is on LinkedIn. Publishing already
 * tried to open it in a new tab; a browser that blocked that tab still has the link here.
 */
export function PublishSuccessPage({ postId }: { postId: string | undefined }) {
  const { t } = useLingui();
  usePageTitle(t`Published on LinkedIn`);
  const post = trpc.linkedin.posts.get.useQuery({ id: postId ?? '' }, { ...SHOWS_OWN_ERRORS, enabled: !!postId });

  if (postId && post.isPending) {
    return (
      <Stack align="center" py={80} role="status" aria-label={t`Loading`}>
        <Loader />
      </Stack>
    );
  }
  const published = post.data?.status === 'published' ? post.data : null;
  const name = published ? postName(published) : '';
  return (
    <StatusPage
      icon={<IconCircleCheck size={40} />}
      color="teal"
      title={<Trans>Published on LinkedIn</Trans>}
      description={
        published ? (
          <Trans>Your post is live on LinkedIn.</Trans>
        ) : (
          <Trans>Your post was published. Find it in My Posts.</Trans>
        )
      }
      actions={
        <Group gap="sm" justify="center" wrap="wrap">
          {published?.linkedinUrl && <OpenOnLinkedIn url={published.linkedinUrl} />}
          <NextSteps />
        </Group>
      }
    >
      {name && (
        <Text c="dimmed" size="sm" lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
    </StatusPage>
  );
}
