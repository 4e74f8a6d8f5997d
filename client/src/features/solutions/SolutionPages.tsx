import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { siteHref } from '@wordloom/shared/domain/site-links';
import { pathOfUseCase, pillarPath } from '@wordloom/shared/domain/solution-paths';
import type { PageEnvironment } from '../../public/context.ts';
import classes from './SolutionPages.module.css';
import {
  type ResolvedSolutionPage,
  resolveSolutionPage,
  SOLUTIONS_SUMMARY,
  SOLUTIONS_TITLE,
  type SolutionPageData,
  solutionBreadcrumbs,
} from './solution-head.ts';
import { PILLARS, type Pillar, type UseCase } from './solutions-data.ts';

type Href = (path: string) => string;

/** A main-site path in the page's language, as a link from this page's site. */
function useHref(environment: PageEnvironment): Href {
  return (path) =>
    siteHref(environment.sites, environment.site, 'main', withLanguagePrefix(path, environment.language));
}

function useText(): (descriptor: MessageDescriptor) => string {
  const { i18n } = useLingui();
  return (descriptor) => i18n._(descriptor);
}

function Hero({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead: string }) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap="md" maw={760}>
          {eyebrow && (
            <Badge variant="light" size="lg" radius="sm">
              {eyebrow}
            </Badge>
          )}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text size="xl" c="dimmed">
            {lead}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function Trail({ page, href }: { page: ResolvedSolutionPage; href: Href }) {
  const text = useText();
  const { i18n } = useLingui();
  const crumbs = solutionBreadcrumbs(page);
  return (
    <Box component="nav" aria-label={i18n._(msg`Breadcrumb`)} mb="lg">
      <Breadcrumbs separatorMargin={6} className={classes.breadcrumbs}>
        {crumbs.map((crumb, index) =>
          index < crumbs.length - 1 ? (
            <Anchor key={crumb.path} href={href(crumb.path)} size="sm">
              {text(crumb.name)}
            </Anchor>
          ) : (
            <Text key={crumb.path} size="sm" c="dimmed" aria-current="page">
              {text(crumb.name)}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}

function UseCaseCard({ pillar, useCase, href }: { pillar: Pillar; useCase: UseCase; href: Href }) {
  const text = useText();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="xs" h="100%">
        <Anchor href={href(pathOfUseCase(pillar.slug, useCase.slug))} fw={700} size="lg" c="inherit">
          {text(useCase.title)}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {text(useCase.summary)}
        </Text>
      </Stack>
    </Card>
  );
}

function CallToAction({ href }: { href: Href }) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.cta}>
      <Stack align="center" ta="center" gap="md">
        <Title order={2} c="white">
          <Trans>Try it on your own work</Trans>
        </Title>
        <Text c="white" opacity={0.9} maw={560}>
          <Trans>Sign up with no card needed: your free words are enough to write your first article and posts.</Trans>
        </Text>
        <Group justify="center" gap="sm">
          <Button component="a" href={href('/signup')} size="lg" variant="white">
            <Trans>Start your free trial</Trans>
          </Button>
          <Button component="a" href={href('/pricing')} size="lg" variant="outline" color="white">
            <Trans>See pricing</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/solutions`: every pillar with its use cases. */
export function SolutionsIndexPage({ environment }: { environment: PageEnvironment }) {
  const text = useText();
  const href = useHref(environment);
  return (
    <>
      <Hero title={text(SOLUTIONS_TITLE)} lead={text(SOLUTIONS_SUMMARY)} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={48}>
          {PILLARS.map((pillar) => (
            <Stack key={pillar.slug} gap="md" component="section">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light">
                  <pillar.icon size={24} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2}>
                    <Anchor href={href(pillarPath(pillar.slug))} c="inherit" inherit>
                      {text(pillar.title)}
                    </Anchor>
                  </Title>
                  <Text c="dimmed">{text(pillar.summary)}</Text>
                </Stack>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                {pillar.useCases.map((useCase) => (
                  <UseCaseCard key={useCase.slug} pillar={pillar} useCase={useCase} href={href} />
                ))}
              </SimpleGrid>
              <Anchor href={href(pillarPath(pillar.slug))} size="sm" fw={600}>
                <Group gap={4} component="span">
                  <Trans>All solutions for {text(pillar.title)}</Trans>
                  <IconArrowRight size={14} className={classes.arrow} />
                </Group>
              </Anchor>
            </Stack>
          ))}
          <CallToAction href={href} />
        </Stack>
      </Container>
    </>
  );
}

function PillarPage({ pillar, environment }: { pillar: Pillar; environment: PageEnvironment }) {
  const text = useText();
  const href = useHref(environment);
  return (
    <>
      <Hero eyebrow={text(SOLUTIONS_TITLE)} title={text(pillar.title)} lead={text(pillar.intro)} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Trail page={{ pillar, useCase: null }} href={href} />
        <Stack gap={48}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {pillar.useCases.map((useCase) => (
              <UseCaseCard key={useCase.slug} pillar={pillar} useCase={useCase} href={href} />
            ))}
          </SimpleGrid>
          <CallToAction href={href} />
        </Stack>
      </Container>
    </>
  );
}

function UseCasePage({
  pillar,
  useCase,
  environment,
}: {
  pillar: Pillar;
  useCase: UseCase;
  environment: PageEnvironment;
}) {
  const text = useText();
  const href = useHref(environment);
  const others = pillar.useCases.filter((other) => other.slug !== useCase.slug);
  return (
    <>
      <Hero eyebrow={text(pillar.title)} title={text(useCase.title)} lead={text(useCase.summary)} />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Trail page={{ pillar, useCase }} href={href} />
        <Stack gap={48}>
          <Stack gap="md" maw={760} className={classes.body}>
            {useCase.body.map((paragraph) => (
              <Text key={paragraph.id} size="lg">
                {text(paragraph)}
              </Text>
            ))}
          </Stack>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.example}>
            <Stack gap="md">
              <Badge variant="filled" radius="sm" w="fit-content">
                <Trans>Example</Trans>
              </Badge>
              <Stack gap={4}>
                <Text fw={700} size="sm" tt="uppercase" c="dimmed">
                  <Trans>What you give Wordloom</Trans>
                </Text>
                <Text>{text(useCase.example.input)}</Text>
              </Stack>
              <Stack gap={4}>
                <Text fw={700} size="sm" tt="uppercase" c="dimmed">
                  <Trans>An excerpt of what Wordloom writes</Trans>
                </Text>
                <Text className={classes.excerpt}>{text(useCase.example.output)}</Text>
              </Stack>
            </Stack>
          </Paper>

          <Stack gap="lg" component="section">
            <Title order={2}>
              <Trans>How it works</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" className={classes.steps}>
              {useCase.steps.map((step, index) => (
                <Stack key={step.id} gap="xs" component="li">
                  <ThemeIcon size={36} radius="xl" variant="filled" aria-hidden>
                    <Text fw={700}>{index + 1}</Text>
                  </ThemeIcon>
                  <Text>{text(step)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>

          <CallToAction href={href} />

          <Stack gap="md" component="section">
            <Title order={2}>
              <Trans>More solutions for {text(pillar.title)}</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {others.map((other) => (
                <UseCaseCard key={other.slug} pillar={pillar} useCase={other} href={href} />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

/** The Solutions page a route names: the index, a pillar or a use case. */
export function SolutionPage({ data, environment }: { data: SolutionPageData; environment: PageEnvironment }) {
  const { pillar, useCase } = resolveSolutionPage(data);
  if (pillar && useCase) return <UseCasePage pillar={pillar} useCase={useCase} environment={environment} />;
  if (pillar) return <PillarPage pillar={pillar} environment={environment} />;
  return <SolutionsIndexPage environment={environment} />;
}
