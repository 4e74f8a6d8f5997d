import { Trans } from '@lingui/react/macro';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { siteHref } from '@wordloom/shared/domain/site-links';
import type { PageEnvironment } from '../../public/context.ts';

/** Spec §2: an unknown or unpublished tool, or any unknown address on the tools site (answered with 404). */
export function ToolNotFound({ environment }: { environment: PageEnvironment }) {
  const { site, sites } = environment;
  // The tools site's home is its index; on the main domain, the main site's home.
  const home = siteHref(sites, site, site === 'tools' ? 'tools' : 'main', '/');
  return (
    <Container size="sm" py={80}>
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" gap="md" ta="center">
          <Title order={1}>
            <Trans>Tool Not Found</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The tool you are looking for does not exist or is not available.</Trans>
          </Text>
          <Button component="a" href={home}>
            <Trans>Back to Home</Trans>
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
