import { useLingui as useLinguiContext } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArticle,
  IconBrandLinkedin,
  IconCoin,
  IconLanguage,
  IconPlugConnected,
  IconShare,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pillarPath } from '@wordloom/shared/domain/solution-paths';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { localizedHref } from '../../lib/paths.ts';
import { trpc } from '../../lib/trpc.ts';
import { mainSiteHref } from '../layout/SiteLink.tsx';
import { PILLARS } from '../solutions/solutions-data.ts';
import classes from './HomePage.module.css';

interface Feature {
  id: string;
  icon: typeof IconArticle;
  title: ReactNode;
  description: ReactNode;
}

function FeatureCard({ icon: Icon, title, description }: Omit<Feature, 'id'>) {
  return (
    <Card withBorder padding="lg" radius="lg" className={classes.card}>
      <ThemeIcon size={44} radius="md" variant="light">
        <Icon size={24} />
      </ThemeIcon>
      <Text fw={700} size="lg" mt="md">
        {title}
      </Text>
      {/* A div: while loading, the description is a skeleton block. */}
      <Text c="dimmed" size="sm" mt={6} component="div">
        {description}
      </Text>
    </Card>
  );
}

const STEPS: { id: string; text: ReactNode }[] = [
  { id: 'keyword', text: <Trans>Enter a keyword, a country and a language.</Trans> },
  { id: 'select', text: <Trans>Pick the keywords worth ranking for.</Trans> },
  { id: 'title', text: <Trans>Choose a title and description, then an outline.</Trans> },
  { id: 'article', text: <Trans>Get the finished article, check its links and edit it.</Trans> },
];

/** Who Wordloom is for, each pillar leading to its Solutions page (server-rendered: plain links). */
function SolutionsSection() {
  const { i18n } = useLinguiContext();
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }}>
      <Group justify="space-between" align="flex-end" mb="xl">
        <Stack gap="xs">
          <Title order={2}>
            <Trans>Made for the way you work</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            <Trans>See how teams like yours use Wordloom, with worked examples.</Trans>
          </Text>
        </Stack>
        <Anchor href={mainSiteHref('/solutions')} fw={600}>
          <Trans>All solutions</Trans>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="lg">
        {PILLARS.map(({ slug, icon: Icon, title, summary }) => (
          <Card key={slug} withBorder padding="lg" radius="lg" className={classes.card}>
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon size={22} />
            </ThemeIcon>
            <Anchor href={localizedHref(pillarPath(slug))} fw={700} size="lg" mt="md" c="inherit">
              {i18n._(title)}
            </Anchor>
            <Text c="dimmed" size="sm" mt={6}>
              {i18n._(summary)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The public home page: what Wordloom does, and the way in (spec §2). */
export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`AI articles and LinkedIn posts`);
  const info = trpc.system.info.useQuery();
  const freeWords = info.data?.freeWordsAtSignUp;

  const features: Feature[] = [
    {
      id: 'articles',
      icon: IconArticle,
      title: <Trans>AI article writer</Trans>,
      description: (
        <Trans>
          From one keyword to a finished, search-optimised article: keywords, titles, outline, draft, broken-link check
          and editor.
        </Trans>
      ),
    },
    {
      id: 'linkedin',
      icon: IconBrandLinkedin,
      title: <Trans>LinkedIn growth tools</Trans>,
      description: (
        <Trans>
          Write posts for your audience and intent, save drafts, schedule, publish with images and PDFs, and see how
          they do.
        </Trans>
      ),
    },
    {
      id: 'languages',
      icon: IconLanguage,
      title: <Trans>Write in your readers' language</Trans>,
      description: info.data ? (
        <Plural
          value={info.data.languageCount}
          one="Create content in # language, right-to-left scripts included."
          other="Create content in # languages, right-to-left scripts included."
        />
      ) : (
        <Skeleton height={36} />
      ),
    },
    {
      id: 'words',
      icon: IconCoin,
      title: <Trans>Pay in words</Trans>,
      description: (
        <Trans>Words are the only credit: you see what each piece costs, and nothing renews behind your back.</Trans>
      ),
    },
    {
      id: 'tools',
      icon: IconPlugConnected,
      title: <Trans>No-code tools</Trans>,
      description: <Trans>Ready-made tools that anyone can run in the browser, no sign-up needed.</Trans>,
    },
    {
      id: 'sharing',
      icon: IconShare,
      title: <Trans>Share anywhere</Trans>,
      description: <Trans>Send an article by Gmail, or share it on LinkedIn, Facebook, X and WhatsApp.</Trans>,
    },
  ];

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={720}>
            {freeWords === undefined ? (
              <Skeleton height={26} width={240} radius="sm" />
            ) : (
              <Badge size="lg" variant="light" radius="sm" className={classes.badge}>
                <Trans>{freeWords} free words, no card needed</Trans>
              </Badge>
            )}
            <Title order={1} className={classes.title}>
              <Trans>Articles and LinkedIn posts that get found, written with an AI agent</Trans>
            </Title>
            <Text size="xl" c="dimmed">
              <Trans>
                Wordloom walks you from a keyword to a finished, edited article, and turns your ideas into LinkedIn
                posts you can schedule and measure.
              </Trans>
            </Text>
            <Group gap="md">
              <Button component="a" href={mainSiteHref('/signup')} size="lg">
                <Trans>Start Free Trial</Trans>
              </Button>
              <Button component={Link} to="/features" size="lg" variant="default">
                <Trans>See all features</Trans>
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="xs" mb="xl">
          <Title order={2}>
            <Trans>What Wordloom does</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            <Trans>One workspace for the writing that brings people to you.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map((feature) => (
            <FeatureCard key={feature.id} {...feature} />
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.steps}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Title order={2} mb="xl">
            <Trans>From keyword to article in four steps</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {STEPS.map((step, index) => (
              <Stack key={step.id} gap="xs">
                <ThemeIcon size={36} radius="xl" variant="filled">
                  <Text fw={700}>{index + 1}</Text>
                </ThemeIcon>
                <Text>{step.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <SolutionsSection />

      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Card radius="lg" padding="xl" className={classes.cta}>
          <Stack align="center" ta="center" gap="md">
            {info.data ? (
              <>
                <Title order={2} c="white">
                  <Trans>Start with {freeWords} free words</Trans>
                </Title>
                <Text c="white" opacity={0.9} maw={560}>
                  <Trans>
                    Invited by a friend? Signing up through their referral link adds {info.data.referralBonusWords}{' '}
                    bonus words.
                  </Trans>
                </Text>
              </>
            ) : (
              <Stack align="center" gap="sm" w="100%" maw={360}>
                <Skeleton height={32} />
                <Skeleton height={16} />
              </Stack>
            )}
            <Button component="a" href={mainSiteHref('/signup')} size="lg" variant="white">
              <Trans>Start Free Trial</Trans>
            </Button>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
