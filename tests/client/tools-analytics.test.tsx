import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ToolsAnalyticsView,
  toolsAnalyticsView,
  ZToolsAnalyticsSearch,
} from '../../client/src/features/tools-analytics/analytics-search.ts';
import { ToolsAnalyticsPage } from '../../client/src/features/tools-analytics/ToolsAnalyticsPage.tsx';
import { renderedUntilShown } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL, type InputOf, type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  // jsdom lays nothing out: give the charts' responsive containers a size, so they draw.
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.classList.contains('recharts-responsive-container')) return new DOMRect(0, 0, 600, 240);
    return realRect.call(this);
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

type Analytics = OutputOf<'tools.analytics'>;
type ToolSummary = OutputOf<'tools.adminList'>[number];

const HEADLINE_ID = '11111111-1111-4111-8111-111111111111';
const COUNTER_ID = '22222222-2222-4222-8222-222222222222';

function toolSummary(id: string, name: string): ToolSummary {
  return {
    id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    status: 'published',
    languageCode: 'en',
    runner: 'webhook',
    fieldCount: 1,
    runs30Days: 0,
    updatedAt: new Date('2026-11-10T09:00:00Z'),
  };
}

const TOOLS = [toolSummary(HEADLINE_ID, 'Headline checker'), toolSummary(COUNTER_ID, 'Word counter')];

const zeroDay = (day: string) => ({ day, runs: 0, successes: 0, failures: 0, p50Ms: null, p95Ms: null });

/** Three days of runs: 15 in all, 5 of them successful. */
const ANALYTICS: Analytics = {
  days: 30,
  totals: { runs: 15, successes: 5, successRate: 5 / 15, p50Ms: 130, p95Ms: 720 },
  perDay: [
    { day: '2026-11-18', runs: 2, successes: 0, failures: 2, p50Ms: 60, p95Ms: 69 },
    zeroDay('2026-11-19'),
    { day: '2026-11-20', runs: 13, successes: 5, failures: 8, p50Ms: 140, p95Ms: 1450 },
  ],
  topErrors: [
    { message: 'HTTP 500: boom', count: 3 },
    { message: 'Request timed out', count: 2 },
  ],
  perTool: [
    { toolId: COUNTER_ID, toolName: 'Word counter', runs: 9, successRate: 1 / 9, p95Ms: 146 },
    { toolId: HEADLINE_ID, toolName: 'Headline checker', runs: 6, successRate: 4 / 6, p95Ms: 900 },
  ],
};

const NO_RUNS: Analytics = {
  days: 7,
  totals: { runs: 0, successes: 0, successRate: null, p50Ms: null, p95Ms: null },
  perDay: ['2026-11-14', '2026-11-15', '2026-11-16'].map(zeroDay),
  topErrors: [],
  perTool: [],
};

/** Serves the tools and the analytics (asked anew each time); returns the analytics' inputs. */
function serve(answer: (input: InputOf<'tools.analytics'>) => Analytics | typeof FAIL) {
  const inputs: InputOf<'tools.analytics'>[] = [];
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'tools.adminList': () => TOOLS,
      'tools.analytics': (input) => {
        inputs.push(input);
        return answer(input);
      },
    }),
  );
  return inputs;
}

/** The page with its view held as the route holds it in the address. */
function PageWithView({ initial }: { initial: ToolsAnalyticsView }) {
  const [view, setView] = useState(initial);
  return <ToolsAnalyticsPage view={view} onViewChange={(change) => setView((shown) => ({ ...shown, ...change }))} />;
}

async function renderPage(initial: ToolsAnalyticsView = { toolId: undefined, days: 30 }) {
  return renderInApp(<PageWithView initial={initial} />);
}

const statCard = (label: string) => screen.getByRole('group', { name: label });

describe('tools analytics page', () => {
  it('shows the totals, the charts described in words, the top errors and each tool', async () => {
    const inputs = serve(() => ANALYTICS);
    await renderPage();

    expect(await screen.findByRole('group', { name: 'Runs' })).toHaveTextContent('15');
    expect(statCard('Success rate')).toHaveTextContent('33.3%');
    expect(statCard('Response time p50')).toHaveTextContent('130 ms');
    expect(statCard('Response time p95')).toHaveTextContent('720 ms');
    expect(inputs).toEqual([{ days: 30 }]);

    expect(screen.getByRole('figure', { name: 'Runs per day' })).toHaveAccessibleDescription(
      'Runs: 15. Succeeded: 5. Failed: 10. Busiest day: Nov 20, 2026 (13).',
    );
    expect(screen.getByRole('figure', { name: 'Response time per day' })).toHaveAccessibleDescription(
      'Half of the runs answered within 130 ms and 95 in 100 within 720 ms. The slowest day was Nov 20, 2026, with a p95 of 1.5 sec.',
    );

    const errors = screen.getByRole('table', { name: 'Top errors' });
    expect(
      within(errors)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ErrorRuns', 'HTTP 500: boom3', 'Request timed out2']);
    const tools = screen.getByRole('table', { name: 'By tool' });
    expect(
      within(tools)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ToolRunsSuccess ratep95', 'Word counter911.1%146 ms', 'Headline checker666.7%900 ms']);
  });

  it('shows every day of the period as a table on request', async () => {
    serve(() => ANALYTICS);
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show the numbers per day' }));

    const days = await screen.findByRole('table', { name: 'Day by day' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayRunsSucceededFailedp50p95',
      'Nov 18, 202620260 ms69 ms',
      'Nov 19, 2026000——',
      'Nov 20, 20261358140 ms1.5 sec',
    ]);
  });

  it('says when there were no runs in the period', async () => {
    serve(() => NO_RUNS);
    await renderPage({ toolId: undefined, days: 7 });

    expect(await screen.findByText('No runs in this period')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Runs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks again for the last 7 days when that period is chosen', async () => {
    const inputs = serve((input) => (input.days === 7 ? NO_RUNS : ANALYTICS));
    await renderPage();
    expect(await screen.findByRole('group', { name: 'Runs' })).toHaveTextContent('15');

    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));

    expect(await screen.findByText('No runs in this period')).toBeInTheDocument();
    expect(inputs).toEqual([{ days: 30 }, { days: 7 }]);
  });

  it('reads one tool when it is chosen, from the select or from the table', async () => {
    const inputs = serve(() => ANALYTICS);
    await renderPage();
    await screen.findByRole('group', { name: 'Runs' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Tool' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Headline checker' }));
    expect(await screen.findByRole('combobox', { name: 'Tool' })).toHaveValue('Headline checker');
    // One tool's page has no table of tools.
    expect(screen.queryByRole('table', { name: 'By tool' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Tool' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Word counter' }));

    expect(await screen.findByRole('combobox', { name: 'Tool' })).toHaveValue('Word counter');
    expect(inputs).toEqual([{ days: 30 }, { toolId: HEADLINE_ID, days: 30 }, { toolId: COUNTER_ID, days: 30 }]);
  });

  it('offers to try again when the analytics do not load', async () => {
    let fail = true;
    serve(() => (fail ? FAIL : ANALYTICS));
    await renderedUntilShown(() => renderPage(), 'Could not load the tool analytics');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Runs' })).toHaveTextContent('15');
  });
});

describe('the address of the page', () => {
  it('keeps the tool and the period, and falls back to every tool over 30 days', () => {
    expect(toolsAnalyticsView(ZToolsAnalyticsSearch.parse({ tool: HEADLINE_ID, days: 7 }))).toEqual({
      toolId: HEADLINE_ID,
      days: 7,
    });
    expect(toolsAnalyticsView(ZToolsAnalyticsSearch.parse({ tool: 'not-a-tool', days: 14 }))).toEqual({
      toolId: undefined,
      days: 30,
    });
  });
});
