import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid } from '@mantine/core';
import {
  type Icon,
  IconArticle,
  IconBrandFacebook,
  IconBrandGmail,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCalendarTime,
  IconChartBar,
  IconCoin,
  IconDeviceFloppy,
  IconEdit,
  IconFileTypePdf,
  IconGift,
  IconHeading,
  IconLanguage,
  IconLayoutList,
  IconLinkOff,
  IconListSearch,
  IconNews,
  IconPencil,
  IconPlugConnected,
  IconRobot,
  IconSearch,
  IconSparkles,
  IconTemplate,
  IconTextDirectionRtl,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { mainSiteHref } from '../layout/SiteLink.tsx';
import { ContentPage, InfoCard, Section } from './ContentPage.tsx';
import { FREE_TRIAL } from './facts.ts';

const { freeWords, freeWordDays, referralBonusWords } = FREE_TRIAL;
const languageCount = LANGUAGE_CODES.length;

interface Feature {
  id: string;
  icon: Icon;
  title: ReactNode;
  description: ReactNode;
}

function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {features.map((feature) => (
        <InfoCard key={feature.id} icon={feature.icon} title={feature.title}>
          {feature.description}
        </InfoCard>
      ))}
    </SimpleGrid>
  );
}

const ARTICLE_WRITER: Feature[] = [
  {
    id: 'keywords',
    icon: IconSearch,
    title: <Trans>Keyword research</Trans>,
    description: <Trans>Start from one keyword, a country and a language, and get related keyword ideas.</Trans>,
  },
  {
    id: 'selection',
    icon: IconListSearch,
    title: <Trans>Keyword selection</Trans>,
    description: <Trans>Pick the keywords worth ranking for; the article is written around your choice.</Trans>,
  },
  {
    id: 'titles',
    icon: IconHeading,
    title: <Trans>Titles and descriptions</Trans>,
    description: <Trans>Choose a title and a meta description from suggestions made for your keywords.</Trans>,
  },
  {
    id: 'outline',
    icon: IconLayoutList,
    title: <Trans>Outline</Trans>,
    description: <Trans>See the structure of the article, heading by heading, before it is written.</Trans>,
  },
  {
    id: 'article',
    icon: IconArticle,
    title: <Trans>Generated article</Trans>,
    description: <Trans>Get a full, search-optimised article that follows your keywords, title and outline.</Trans>,
  },
  {
    id: 'links',
    icon: IconLinkOff,
    title: <Trans>Broken-link check</Trans>,
    description: <Trans>Optionally check the article's links and find the ones that no longer work.</Trans>,
  },
  {
    id: 'editor',
    icon: IconEdit,
    title: <Trans>Article editor</Trans>,
    description: <Trans>Edit the finished article yourself until it says exactly what you want.</Trans>,
  },
];

const LINKEDIN_TOOLS: Feature[] = [
  {
    id: 'write',
    icon: IconPencil,
    title: <Trans>Write from a topic</Trans>,
    description: (
      <Trans>
        Give a topic and choose the language, writing style, length, target audience, intent, category and template,
        with extra guidance if you like.
      </Trans>
    ),
  },
  {
    id: 'agent',
    icon: IconRobot,
    title: <Trans>AI agent</Trans>,
    description: <Trans>An AI agent drafts your posts from your choices, and you decide what gets published.</Trans>,
  },
  {
    id: 'drafts',
    icon: IconDeviceFloppy,
    title: <Trans>Drafts</Trans>,
    description: <Trans>Save posts as drafts and come back to them when you are ready.</Trans>,
  },
  {
    id: 'schedule',
    icon: IconCalendarTime,
    title: <Trans>Scheduling</Trans>,
    description: <Trans>Pick a date and time, and the post goes out on LinkedIn then.</Trans>,
  },
  {
    id: 'publish',
    icon: IconFileTypePdf,
    title: <Trans>Text, images and PDF documents</Trans>,
    description: <Trans>Publish plain text posts, posts with images, or PDF documents.</Trans>,
  },
  {
    id: 'insights',
    icon: IconChartBar,
    title: <Trans>Insights</Trans>,
    description: <Trans>See how your published posts are doing.</Trans>,
  },
  {
    id: 'templates',
    icon: IconTemplate,
    title: <Trans>Templates</Trans>,
    description: <Trans>Start a post from a template instead of a blank page.</Trans>,
  },
];

const WORDS_AND_LANGUAGES: Feature[] = [
  {
    id: 'words',
    icon: IconCoin,
    title: <Trans>Pay in words</Trans>,
    description: <Trans>Words are the only credit: the content Wordloom writes for you is counted in words.</Trans>,
  },
  {
    id: 'free',
    icon: IconSparkles,
    title: <Trans>Free words to start</Trans>,
    description: (
      <Trans>
        Every new account gets {freeWords} free words without a card. They expire {freeWordDays} days after sign-up.
      </Trans>
    ),
  },
  {
    id: 'referral',
    icon: IconGift,
    title: <Trans>Referral bonus</Trans>,
    description: <Trans>Signing up through a referral link adds {referralBonusWords} bonus words.</Trans>,
  },
  {
    id: 'languages',
    icon: IconLanguage,
    title: <Trans>{languageCount} languages</Trans>,
    description: <Trans>Create content in the language your readers speak, and use Wordloom in yours.</Trans>,
  },
  {
    id: 'rtl',
    icon: IconTextDirectionRtl,
    title: <Trans>Right-to-left scripts</Trans>,
    description: <Trans>Arabic, Hebrew, Persian and Urdu are written and shown from right to left.</Trans>,
  },
];

const PUBLIC_SITES: Feature[] = [
  {
    id: 'blog',
    icon: IconArticle,
    title: <Trans>Blog</Trans>,
    description: <Trans>A public blog with articles that anyone can read, no account needed.</Trans>,
  },
  {
    id: 'news',
    icon: IconNews,
    title: <Trans>News</Trans>,
    description: <Trans>A public news site, open to every visitor.</Trans>,
  },
  {
    id: 'tools',
    icon: IconPlugConnected,
    title: <Trans>No-code tools</Trans>,
    description: <Trans>Ready-made tools, set up by the Wordloom team, that anyone can run in the browser.</Trans>,
  },
];

const SHARING: Feature[] = [
  {
    id: 'gmail',
    icon: IconBrandGmail,
    title: 'Gmail',
    description: <Trans>Send an article to someone by e-mail.</Trans>,
  },
  {
    id: 'linkedin',
    icon: IconBrandLinkedin,
    title: 'LinkedIn',
    description: <Trans>Share an article with your professional network.</Trans>,
  },
  {
    id: 'facebook',
    icon: IconBrandFacebook,
    title: 'Facebook',
    description: <Trans>Share an article with friends and followers.</Trans>,
  },
  {
    id: 'x',
    icon: IconBrandX,
    title: 'X (Twitter)',
    description: <Trans>Post a link to an article.</Trans>,
  },
  {
    id: 'whatsapp',
    icon: IconBrandWhatsapp,
    title: 'WhatsApp',
    description: <Trans>Send an article to a chat or a group.</Trans>,
  },
];

/** Everything the product does, grouped the way the product is organised. */
export function FeaturesPage() {
  const { t } = useLingui();
  usePageTitle(t`Features`);

  return (
    <ContentPage
      icon={IconSparkles}
      title={<Trans>Features</Trans>}
      lead={
        <Trans>
          Wordloom writes search-optimised articles and LinkedIn posts with you, in your readers' language, and you pay
          only for the words it writes.
        </Trans>
      }
      actions={
        <>
          <Button component="a" href={mainSiteHref('/signup')} size="md">
            <Trans>Start Free Trial</Trans>
          </Button>
          <Button component={Link} to="/pricing" size="md" variant="default">
            <Trans>See pricing</Trans>
          </Button>
        </>
      }
    >
      <Section
        title={<Trans>Article writer</Trans>}
        description={
          <Trans>From one keyword to a finished article, one step at a time, with you choosing at each step.</Trans>
        }
      >
        <FeatureGrid features={ARTICLE_WRITER} />
      </Section>
      <Section
        title={<Trans>LinkedIn growth tools</Trans>}
        description={
          <Trans>Write posts for the people you want to reach, then schedule, publish and measure them.</Trans>
        }
      >
        <FeatureGrid features={LINKEDIN_TOOLS} />
      </Section>
      <Section
        title={<Trans>Words and languages</Trans>}
        description={<Trans>A simple credit, and content in the languages your readers speak.</Trans>}
      >
        <FeatureGrid features={WORDS_AND_LANGUAGES} />
      </Section>
      <Section
        title={<Trans>Public blog, news and tools</Trans>}
        description={<Trans>Open to every visitor, without signing up.</Trans>}
      >
        <FeatureGrid features={PUBLIC_SITES} />
      </Section>
      <Section title={<Trans>Sharing</Trans>} description={<Trans>Send an article wherever your readers are.</Trans>}>
        <FeatureGrid features={SHARING} />
      </Section>
    </ContentPage>
  );
}
