import type { DemoArticle } from '../types.ts';
import { brandVoice, editingAiDrafts } from './ai-writing.ts';
import { contentBriefs } from './content-briefs.ts';
import { contentCalendar, repurposing } from './content-strategy.ts';
import { twentySevenLanguages } from './languages.ts';
import { linkedinAnalytics, linkedinHooks } from './linkedin.ts';
import { blogLaunch, gmailSharing, linkedinScheduling } from './news.ts';
import { eeatInPractice, featuredSnippets, internalLinking, keywordResearch } from './seo.ts';
import { titleTags } from './title-tags.ts';

/** The team's articles a fresh start shows on the blog and news sites, oldest first. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  titleTags,
  keywordResearch,
  contentBriefs,
  editingAiDrafts,
  internalLinking,
  contentCalendar,
  featuredSnippets,
  linkedinHooks,
  eeatInPractice,
  repurposing,
  linkedinAnalytics,
  twentySevenLanguages,
  brandVoice,
  linkedinScheduling,
  gmailSharing,
  blogLaunch,
];
