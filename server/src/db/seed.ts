import { randomBytes } from 'node:crypto';
import { formatRemovedUrlRule } from '@wordloom/shared/domain/removed-urls';
import { findLibraryTemplate } from '@wordloom/shared/reference/linkedin-templates';
import type { Kysely } from 'kysely';
import { createAccount } from '../features/auth/service.ts';
import { seedDemoArticles } from '../features/blog/demo/seed.ts';
import { addStoredPosts, type StoredPost } from '../features/linkedin/service.ts';
import { addRemovedUrlRules, hasRemovedUrlRules } from '../features/removed-urls/service.ts';
import { seedDemoTools } from '../features/tools/demo/seed.ts';
import { completeOnboarding } from '../features/users/service.ts';
import { hashPassword } from '../lib/password.ts';
import type { DB } from './schema.ts';

/** Demo removed URLs: an old page and a retired section (so the 410 page can be seen). */
const DEMO_REMOVED_URLS = [
  formatRemovedUrlRule({ kind: 'exact', path: '/old-pricing' }),
  formatRemovedUrlRule({ kind: 'prefix', prefix: '/legacy/' }),
];

/** The demo account LinkedIn Grow's demo posts belong to. */
export const DEMO_EMAIL = 'demo@wordloom.example';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A post written from a library template keeps the template's id, structure and example. */
function fromTemplate(
  id: `lib:${string}`,
): Pick<StoredPost, 'templateId' | 'templateStructure' | 'templateExamplePost'> {
  const template = findLibraryTemplate(id);
  if (!template) throw new Error(`The demo posts name a template the library does not have: ${id}`);
  return { templateId: id, templateStructure: template.structure, templateExamplePost: template.examplePost };
}

/**
 * My Posts of the demo account, in every status: drafts to edit, posts scheduled in the coming
 * days, and published ones with their LinkedIn address and reactions. `at` is days from now.
 */
function demoPosts(now: Date): StoredPost[] {
  const at = (days: number, hour = 9) => {
    const date = new Date(now.getTime() + days * DAY_MS);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  return [
    {
      status: 'published',
      topic: 'What a week of pair programming taught our new hires',
      writingStyle: 'storytelling',
      postLength: 'medium',
      icp: 'Engineering managers',
      intent: 'Share a practice',
      category: 'Leadership',
      postCreationMethod: 'By Topic',
      content: [
        'Our last three hires shipped to production in their first week.',
        'Not because they were faster than anyone before them, but because nobody worked alone. Every newcomer paired with a different teammate each day:',
        '- **Monday:** setting up the laptop together, and reading the deploy script line by line\n- **Tuesday:** fixing a small bug a customer had reported\n- **Wednesday:** reviewing a real pull request, with the author in the room\n- **Thursday and Friday:** their own change, from branch to production',
        'The questions they asked in that week improved our onboarding guide more than a year of edits had.',
        'How does your team welcome new engineers?',
        '#onboarding #engineering #leadership',
      ].join('\n\n'),
      linkedinPostId: 'urn:li:share:7391820456112345088',
      linkedinUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7391820456112345088/',
      publishedAt: at(-12, 8),
      createdAt: at(-13, 16),
      likesCount: 184,
      commentsCount: 27,
      sharesCount: 9,
      impressionsCount: 6120,
    },
    {
      status: 'published',
      topic: 'Three signs your weekly meeting should be a document',
      writingStyle: 'professional',
      postLength: 'short',
      icp: 'Team leads',
      intent: 'Give practical advice',
      category: 'Productivity',
      ...fromTemplate('lib:how-to-list'),
      postCreationMethod: 'From Template',
      content: [
        'Three signs your weekly meeting should be a written update instead:',
        '1. Most of it is people reading out status.\n2. Decisions are rarely made in it.\n3. Half the attendees have their cameras off and their editors open.',
        'We replaced ours with a shared page everyone fills in by Thursday noon. The 30 minutes we kept are for the one or two topics that need a conversation.',
        'What meeting would you turn into a document?',
        '#productivity #remotework',
      ].join('\n\n'),
      linkedinPostId: 'urn:li:share:7389012345678901248',
      linkedinUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7389012345678901248/',
      publishedAt: at(-5, 7),
      createdAt: at(-6, 14),
      likesCount: 96,
      commentsCount: 14,
      sharesCount: 4,
      impressionsCount: 3310,
    },
    {
      status: 'scheduled',
      topic: 'Why we publish our product roadmap',
      writingStyle: 'inspirational',
      postLength: 'medium',
      icp: 'Founders of B2B startups',
      intent: 'Start a discussion',
      category: 'Product',
      postCreationMethod: 'By Topic',
      content: [
        'Since January, our product roadmap has been public.',
        'We worried competitors would copy it. They did not. What happened instead:',
        '- customers told us which items mattered to them *before* we built them\n- sales stopped promising features we had never planned\n- our own team finally read the roadmap, because customers quoted it',
        'A roadmap is a promise about direction, not dates. Publishing it made us keep that promise honestly.',
        'Would you publish yours?',
        '#product #startups #transparency',
      ].join('\n\n'),
      scheduledFor: at(2, 8),
      createdAt: at(-2, 11),
    },
    {
      status: 'scheduled',
      topic: 'Recap: our talk on accessible forms',
      writingStyle: 'educational',
      postLength: 'short',
      icp: 'Front-end developers',
      intent: 'Share an event recap',
      category: 'Events',
      ...fromTemplate('lib:event-recap'),
      postCreationMethod: 'From Template',
      content: [
        'Thank you to everyone who came to our talk on accessible forms yesterday!',
        'The three fixes that got the most questions:',
        '- a visible label for every field, not only a placeholder\n- error messages that say how to fix the problem\n- focus moved to the first error after submitting',
        'The slides and the example code are linked in the comments.',
        '#accessibility #webdev #a11y',
      ].join('\n\n'),
      scheduledFor: at(5, 10),
      createdAt: at(-1, 17),
    },
    {
      status: 'draft',
      topic: 'Lessons from a launch that slipped by two months',
      writingStyle: 'storytelling',
      postLength: 'long',
      icp: 'Product managers',
      intent: 'Share a lesson learned',
      category: 'Lessons',
      postCreationMethod: 'By Topic',
      content: [
        'Our biggest launch this year shipped two months late. Here is what I would do differently.',
        '**1. Cut scope the first time the date moves, not the third.** Every slip we absorbed quietly made the next one easier to accept.',
        '**2. Show the unfinished product to customers weekly.** The feature they cared about most was one we had ranked fifth.',
        '**3. Write down what "done" means before starting.** Half our delay was work nobody had asked for.',
        'The launch went well in the end. It could have gone well two months earlier.',
        'What is your rule for a slipping deadline?',
      ].join('\n\n'),
      createdAt: at(0, 8),
    },
    {
      status: 'draft',
      topic: 'We are hiring a senior designer',
      writingStyle: 'casual',
      postLength: 'short',
      icp: 'Product designers',
      intent: 'Hire',
      category: 'Hiring',
      ...fromTemplate('lib:hiring'),
      postCreationMethod: 'From Template',
      content: [
        'We are looking for a senior product designer to join our team of six engineers and one very busy founder.',
        'You would own the design of our editor, talk to customers every week, and ship your work yourself if you want to.',
        'Remote within Europe. Salary range in the job post.',
        'Know someone? A tag in the comments is the best referral we can get.',
        '#hiring #productdesign',
      ].join('\n\n'),
      createdAt: at(0, 10),
    },
  ];
}

/**
 * The demo account, when the database has no account yet: verified, with the sign-up words, and a
 * password made for this database and logged once (a fixed one would let anyone into a demo that
 * was left reachable). Its My Posts list holds posts in every status.
 */
async function seedDemoAccount(db: Kysely<DB>, now: Date): Promise<string | undefined> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return undefined;
  const password = randomBytes(9).toString('base64url');
  const userId = await createAccount(db, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(password),
    emailVerified: true,
    name: 'Demo User',
    phone: '+15550100000',
    organization: 'Wordloom demo',
    country: 'United States',
    language: 'en',
    referrerId: null,
  });
  // The demo opens on its content, not on the questions a new account answers first.
  await completeOnboarding(db, {
    userId,
    persona: 'founder',
    companySize: '2_10',
    companyAge: '1_3_years',
    articlesPerMonth: '5_10',
  });
  const posts = demoPosts(now);
  await addStoredPosts(db, { userId, posts });
  return `demo account ${DEMO_EMAIL} (password ${password}) with ${posts.length} LinkedIn posts`;
}

/** Fills an empty database with demo content; tables that already hold rows are left alone. */
export async function seedDemoContent(db: Kysely<DB>, { now = new Date() }: { now?: Date } = {}): Promise<string[]> {
  const seeded: string[] = [];
  if (!(await hasRemovedUrlRules(db))) {
    await addRemovedUrlRules(db, { rules: DEMO_REMOVED_URLS });
    seeded.push(`${DEMO_REMOVED_URLS.length} removed URLs`);
  }
  const account = await seedDemoAccount(db, now);
  if (account) seeded.push(account);
  const articles = await seedDemoArticles(db, { authorEmail: DEMO_EMAIL, now });
  if (articles) seeded.push(articles);
  const tools = await seedDemoTools(db);
  if (tools) seeded.push(tools);
  return seeded;
}
