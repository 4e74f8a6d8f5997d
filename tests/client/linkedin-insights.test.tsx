import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsightsPage } from '../../client/src/features/linkedin/insights/InsightsPage.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

// Times are shown in the user's zone: the test's user lives in UTC.
const zoneBefore = process.env.TZ;
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  process.env.TZ = 'UTC';
  // jsdom lays nothing out: give the charts' responsive containers a size, so they draw.
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.classList.contains('recharts-responsive-container')) return new DOMRect(0, 0, 600, 260);
    return realRect.call(this);
  };
});
afterAll(() => {
  process.env.TZ = zoneBefore;
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

type Overview = OutputOf<'linkedin.insights.overview'>;
type InsightPost = Overview['posts'][number];

const STORY_ID = '11111111-1111-4111-8111-111111111111';
const TIPS_ID = '22222222-2222-4222-8222-222222222222';
const GONE_ID = '33333333-3333-4333-8333-333333333333';

function insightPost(overrides: Partial<InsightPost> & Pick<InsightPost, 'id' | 'excerpt'>): InsightPost {
  return {
    linkedinUrl: `https://www.linkedin.com/feed/update/urn:li:share:${overrides.id.slice(0, 4)}`,
    publishedAt: new Date('2026-11-16T09:15:00Z'),
    insightsUpdatedAt: new Date('2026-11-24T09:15:00Z'),
    deletedOnLinkedin: false,
    impressions: null,
    membersReached: null,
    reactions: null,
    comments: null,
    reshares: null,
    engagementRate: null,
    curve: [],
    ...overrides,
  };
}

const curve = (points: [string, number][]) =>
  points.map(([takenAt, reactions]) => ({
    takenAt: new Date(takenAt),
    impressions: reactions * 20,
    membersReached: reactions * 15,
    reactions,
    comments: 0,
    reshares: 0,
  }));

const story = insightPost({
  id: STORY_ID,
  excerpt: 'The day our launch failed',
  impressions: 1000,
  membersReached: 800,
  reactions: 50,
  comments: 20,
  reshares: 10,
  engagementRate: 0.08,
  curve: curve([
    ['2026-11-16T10:15:00Z', 10],
    ['2026-11-17T09:15:00Z', 40],
    ['2026-11-23T09:15:00Z', 50],
  ]),
});
const tips = insightPost({
  id: TIPS_ID,
  excerpt: 'Five tips for remote onboarding',
  publishedAt: new Date('2026-11-20T17:40:00Z'),
  impressions: 2000,
  membersReached: 1500,
  reactions: 60,
  comments: 0,
  reshares: 0,
  engagementRate: 0.03,
  curve: curve([['2026-11-20T18:40:00Z', 60]]),
});
const gone = insightPost({
  id: GONE_ID,
  excerpt: 'A post I took down',
  publishedAt: new Date('2026-11-10T08:00:00Z'),
  deletedOnLinkedin: true,
});

const OVERVIEW: Overview = {
  totals: {
    posts: 3,
    impressions: 3000,
    membersReached: 2300,
    reactions: 110,
    comments: 20,
    reshares: 10,
    engagementRate: 140 / 3000,
  },
  needsApproval: [],
  trend: [
    { day: '2026-11-16', impressions: 200, membersReached: 150, reactions: 10, comments: 0, reshares: 0 },
    { day: '2026-11-17', impressions: 800, membersReached: 600, reactions: 40, comments: 0, reshares: 0 },
  ],
  posts: [tips, story, gone],
  bestBy: 'engagementRate',
  bestPostIds: [STORY_ID, TIPS_ID],
  breakdowns: {
    template: [{ key: '', posts: 2, engagement: 70, engagementRate: 140 / 3000 }],
    writingStyle: [
      { key: 'storytelling', posts: 1, engagement: 80, engagementRate: 0.08 },
      { key: 'professional', posts: 1, engagement: 60, engagementRate: 0.03 },
    ],
    postLength: [{ key: 'long', posts: 2, engagement: 70, engagementRate: 140 / 3000 }],
    dayOfWeek: [
      { key: '1', posts: 1, engagement: 80, engagementRate: 0.08 },
      { key: '5', posts: 1, engagement: 60, engagementRate: 0.03 },
    ],
    hour: [
      { key: '9', posts: 1, engagement: 80, engagementRate: 0.08 },
      { key: '17', posts: 1, engagement: 60, engagementRate: 0.03 },
    ],
  },
};

/** Serves the overview (asked anew each time, so a refresh can change it); returns the inputs it was asked with. */
function serveOverview(answer: () => Overview) {
  const inputs: InputOf<'linkedin.insights.overview'>[] = [];
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'linkedin.insights.overview': (input) => {
        inputs.push(input);
        return answer();
      },
    }),
  );
  return inputs;
}

async function renderPage() {
  const user = userEvent.setup();
  const view = await renderInApp(<InsightsPage />);
  return { user, ...view };
}

function totalCard(label: string): string | null | undefined {
  const totals = screen.getByRole('region', { name: 'Totals' });
  return within(totals).getByText(label).closest('.mantine-Card-root')?.textContent;
}

describe('the insights page', () => {
  it('shows the totals, the trend chart, each post with its curve, the best posts and the breakdown charts', async () => {
    const inputs = serveOverview(() => OVERVIEW);
    const { container } = await renderPage();

    await screen.findByRole('region', { name: 'Totals' });
    expect(inputs).toEqual([{ timeZone: 'UTC' }]);
    expect(totalCard('Posts published')).toBe('Posts published3');
    expect(totalCard('Impressions')).toBe('Impressions3,000');
    expect(totalCard('Members reached')).toBe('Members reached2,300');
    expect(totalCard('Reactions')).toBe('Reactions110');
    expect(totalCard('Comments')).toBe('Comments20');
    expect(totalCard('Reshares')).toBe('Reshares10');
    expect(screen.getByText('Engagement rate over all posts: 4.7%')).toBeInTheDocument();

    // The charts: one area chart for the trend, a bar chart per breakdown, a sparkline per post with a curve.
    expect(screen.getByRole('region', { name: 'Over time' }).querySelector('.mantine-AreaChart-root')).not.toBeNull();
    for (const name of [
      'By template',
      'By writing style',
      'By post length',
      'By day of the week',
      'By hour of publishing',
    ]) {
      expect(screen.getByRole('region', { name }).querySelector('.mantine-BarChart-root')).not.toBeNull();
    }
    const trend = screen.getByRole('region', { name: 'Over time' });
    expect(within(trend).getByText('Nov 16')).toBeInTheDocument();
    expect(within(trend).getByText('Nov 17')).toBeInTheDocument();
    const byStyle = screen.getByRole('region', { name: 'By writing style' });
    expect(within(byStyle).getByText('Storytelling')).toBeInTheDocument();
    expect(within(byStyle).getByText('Professional')).toBeInTheDocument();
    const byDay = screen.getByRole('region', { name: 'By day of the week' });
    expect(within(byDay).getByText('Monday')).toBeInTheDocument();
    expect(within(byDay).getByText('Friday')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'By template' })).getByText('No template')).toBeInTheDocument();
    expect(container.querySelectorAll('.mantine-Sparkline-root')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Interactions over 3 readings' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Published posts' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1, 6).map((cell) => cell.textContent))).toEqual([
      [],
      ['2,000', '60', '0', '0', '3%'],
      ['1,000', '50', '20', '10', '8%'],
      ['—', '—', '—', '—', '—'],
    ]);
    expect(
      within(table).getByRole('link', { name: 'The day our launch failed on LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute('href', story.linkedinUrl);
    // A post deleted on LinkedIn is marked, with no link to a page that is gone.
    const goneRow = rows[3] as HTMLElement;
    expect(within(goneRow).getByText('Deleted on LinkedIn')).toBeInTheDocument();
    expect(within(goneRow).queryByRole('link')).not.toBeInTheDocument();

    const best = screen.getByRole('region', { name: 'Best posts' });
    expect(
      within(best)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^The day our launch failed.*8%$/),
      expect.stringMatching(/^Five tips for remote onboarding.*3%$/),
    ]);
    expect(
      within(best).getByText('By engagement rate: reactions, comments and reshares for each impression.'),
    ).toBeInTheDocument();
    expect(screen.queryByText("Some counts need LinkedIn's approval")).not.toBeInTheDocument();
  });

  it("says which counts need LinkedIn's approval instead of showing zeros", async () => {
    serveOverview(() => ({
      ...OVERVIEW,
      totals: { ...OVERVIEW.totals, impressions: null, membersReached: null, engagementRate: null },
      needsApproval: ['impressions', 'membersReached'],
      posts: [{ ...story, impressions: null, membersReached: null, engagementRate: null }],
      bestBy: 'reactions',
      bestPostIds: [STORY_ID],
    }));
    await renderPage();

    expect(await screen.findByText("Some counts need LinkedIn's approval")).toBeInTheDocument();
    expect(totalCard('Impressions')).toBe("ImpressionsNeeds LinkedIn's approval");
    expect(totalCard('Members reached')).toBe("Members reachedNeeds LinkedIn's approval");
    expect(totalCard('Reactions')).toBe('Reactions110');
    expect(screen.queryByText(/Engagement rate over all posts/)).not.toBeInTheDocument();
    const best = screen.getByRole('region', { name: 'Best posts' });
    expect(within(best).getByText('By reactions, while impressions are unknown.')).toBeInTheDocument();
    expect(within(best).getByText('50 reactions')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Published posts' });
    expect(within(table).getAllByRole('row')[1]?.querySelectorAll('td')[1]?.textContent).toBe('—');
  });

  it('refreshes the counts from LinkedIn, showing its progress, then the new numbers', async () => {
    let reactions = 110;
    serveOverview(() => ({ ...OVERVIEW, totals: { ...OVERVIEW.totals, reactions } }));
    const refreshes: InputOf<'linkedin.insights.refresh'>[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.insights.refresh', {
        data: { taken: 2, deletedOnLinkedin: 0, failed: 0 },
        delayMs: 300,
        onRequest: (input) => {
          refreshes.push(input);
          reactions = 125;
        },
      }),
    );
    const { user } = await renderPage();
    await screen.findByRole('region', { name: 'Totals' });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByRole('progressbar', { name: "Reading your posts' counts from LinkedIn…" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Counts updated for 2 posts.')).toBeInTheDocument();
    expect(refreshes).toEqual([{}]);
    await expect.poll(() => totalCard('Reactions')).toBe('Reactions125');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('tells the user why LinkedIn refused the refresh', async () => {
    serveOverview(() => OVERVIEW);
    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.insights.refresh', { appError: 'LINKEDIN_TOKEN_EXPIRED' }));
    const { user } = await renderPage();
    await screen.findByRole('region', { name: 'Totals' });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText('LinkedIn token has expired. Please reconnect your LinkedIn account.'),
    ).toBeInTheDocument();

    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.insights.refresh', { appError: 'LINKEDIN_RATE_LIMITED' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(
        'LinkedIn is limiting how often your counts can be read right now. Please wait a while and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('explains that posts appear once published, with a way to My Posts', async () => {
    serveOverview(() => ({
      ...OVERVIEW,
      totals: {
        posts: 0,
        impressions: null,
        membersReached: null,
        reactions: null,
        comments: null,
        reshares: null,
        engagementRate: null,
      },
      trend: [],
      posts: [],
      bestBy: 'reactions',
      bestPostIds: [],
      breakdowns: { template: [], writingStyle: [], postLength: [], dayOfWeek: [], hour: [] },
    }));
    await renderPage();

    expect(
      await screen.findByText(
        'Your posts appear here once they are published to LinkedIn, with their impressions, likes, comments and shares.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Posts' })).toHaveAttribute('href', '/linkedin-grow/my-posts');
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });
});
