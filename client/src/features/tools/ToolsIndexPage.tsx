import { Trans } from '@lingui/react/macro';
import { Anchor, AspectRatio, Card, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { siteHref } from '@wordloom/shared/domain/site-links';
import type { PageEnvironment, ToolsIndex } from '../../public/context.ts';

/** The tools site's home (spec §2): every published tool, newest first, each a card linking to its page. */
export function ToolsIndexPage({ index, environment }: { index: ToolsIndex; environment: PageEnvironment }) {
  const { site, sites } = environment;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Tools</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            <Trans>Free online tools: fill in a short form and get the result at once.</Trans>
          </Text>
        </Stack>
        {index.tools.length === 0 ? (
          <Text c="dimmed">
            <Trans>No tools are published yet.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {index.tools.map((tool) => (
              <Card key={tool.id} withBorder radius="md" padding="md" component="article" h="100%">
                {tool.previewImage && (
                  <Card.Section>
                    <AspectRatio ratio={1200 / 630}>
                      <Image src={tool.previewImage} alt="" loading="lazy" />
                    </AspectRatio>
                  </Card.Section>
                )}
                <Stack gap="xs" mt={tool.previewImage ? 'md' : 0}>
                  <Anchor
                    href={siteHref(sites, site, 'tools', tool.path)}
                    fw={700}
                    size="lg"
                    c="var(--mantine-color-text)"
                    lh={1.3}
                  >
                    {tool.name}
                  </Anchor>
                  {tool.description && (
                    <Text size="sm" c="dimmed" lineClamp={3}>
                      {tool.description}
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
