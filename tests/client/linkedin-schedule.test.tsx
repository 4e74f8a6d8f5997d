import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyPostsPage } from '../../client/src/features/linkedin/posts/MyPostsPage.tsx';
import { type SchedulablePost, ScheduleDialog } from '../../client/src/features/linkedin/schedule/ScheduleDialog.tsx';
import type { AppErrorCode } from '../../shared/src/errors.ts';
import { aLinkedInPost } from '../helpers/linkedin-post.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

// The user picks times in their own zone: this one lives in Berlin (UTC+1 in November).
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

type Post = OutputOf<'linkedin.posts.schedule'>;

/** 20:00 in Berlin on November 25th. */
const NOW = new Date('2026-11-25T19:00:00Z');
const now = () => NOW;

const draft: Post = aLinkedInPost({
  id: '33333333-3333-4333-8333-333333333333',
  content: 'Your first week, remote: a checklist.',
  topic: 'Remote onboarding checklist',
});

/** Answers `linkedin.posts.schedule` with the post scheduled, or fails with `appError`; returns the inputs sent. */
function serveSchedule(appError?: AppErrorCode) {
  const inputs: InputOf<'linkedin.posts.schedule'>[] = [];
  mswServer.use(
    trpcMutation(TEST_ORIGIN, 'linkedin.posts.schedule', {
      ...(appError ? { appError } : {}),
      onRequest: (input) => inputs.push(input),
      // Answered from what was sent, as the server does.
      get data() {
        const sent = inputs.at(-1);
        return { ...draft, status: 'scheduled' as const, scheduledFor: sent?.scheduledFor ?? null };
      },
    }),
  );
  return inputs;
}

async function renderDialog(post: SchedulablePost = draft) {
  const view = await renderInApp(<ScheduleDialog post={post} onClose={() => {}} now={now} />);
  const dialog = await screen.findByRole('dialog', { name: post.scheduledFor ? 'Reschedule post' : 'Schedule post' });
  return { ...view, user: userEvent.setup(), dialog };
}

const dateInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Date/);
const timeInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Time/);

/** Picks a date and time as the browser's date and time inputs report them. */
function pick(dialog: HTMLElement, date: string, time: string) {
  fireEvent.change(dateInput(dialog), { target: { value: date } });
  fireEvent.change(timeInput(dialog), { target: { value: time } });
}

describe('schedule dialog', () => {
  it('starts at tomorrow 09:00 in the user’s zone, named, and sends that instant', async () => {
    const inputs = serveSchedule();
    const { user, dialog } = await renderDialog();

    expect(within(dialog).getByText('Europe/Berlin')).toBeInTheDocument();
    expect(dateInput(dialog)).toHaveValue('2026-11-26');
    expect(timeInput(dialog)).toHaveValue('09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ id: draft.id, scheduledFor: new Date('2026-11-26T08:00:00Z') });
    expect(await screen.findByText('Post scheduled for Nov 26, 2026, 9:00 AM GMT+1')).toBeInTheDocument();
  });

  it('sends the instant of the local time chosen, summer time included', async () => {
    const inputs = serveSchedule();
    const { user, dialog } = await renderDialog();

    pick(dialog, '2027-07-01', '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(inputs).toHaveLength(1));
    // 14:30 in Berlin in July is 12:30 UTC.
    expect(inputs[0]?.scheduledFor).toEqual(new Date('2027-07-01T12:30:00Z'));
  });

  it('refuses a time in the past without sending it', async () => {
    const inputs = serveSchedule();
    const { user, dialog } = await renderDialog();

    // 19:30 in Berlin today is half an hour ago.
    pick(dialog, '2026-11-25', '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(timeInput(dialog)).toBeInvalid();
    expect(inputs).toEqual([]);

    pick(dialog, '2026-11-25', '21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]?.scheduledFor).toEqual(new Date('2026-11-25T20:00:00Z'));
  });

  it('shows the server’s refusal of a moment that passed meanwhile on the time', async () => {
    serveSchedule('SCHEDULE_IN_PAST');
    const { user, dialog } = await renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to schedule post. Please try again.')).not.toBeInTheDocument();
  });

  it('says scheduling failed and stays open', async () => {
    serveSchedule('INTERNAL');
    const { user, dialog } = await renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Failed to schedule post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule post' })).toBeInTheDocument();
  });

  it('reschedules from the post’s current time', async () => {
    await renderDialog({ id: draft.id, scheduledFor: new Date('2026-12-03T16:15:00Z') });
    const dialog = screen.getByRole('dialog', { name: 'Reschedule post' });

    expect(dateInput(dialog)).toHaveValue('2026-12-03');
    expect(timeInput(dialog)).toHaveValue('17:15');
  });
});

describe('cancelling a schedule from My Posts', () => {
  const scheduled: Post = { ...draft, status: 'scheduled', scheduledFor: new Date('2026-11-27T08:00:00Z') };

  function serveList(post: Post) {
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'linkedin.posts.list': () => ({
          posts: [post],
          total: 1,
          counts: { all: 1, draft: 0, scheduled: 1, published: 0 },
        }),
      }),
    );
  }

  it('shows the schedule in the user’s zone and cancels it', async () => {
    serveList(scheduled);
    const cancelled: unknown[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'linkedin.posts.cancelSchedule', {
        data: draft,
        onRequest: (input) => cancelled.push(input),
      }),
    );
    await renderInApp(<MyPostsPage view={{ tab: 'all', q: '', page: 1 }} onViewChange={() => {}} />);
    const user = userEvent.setup();

    expect(await screen.findByText('Scheduled for Nov 27, 2026, 9:00 AM GMT+1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));

    expect(await screen.findByText('Schedule cancelled. The post is a draft again.')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: scheduled.id }]);
  });

  it('says when cancelling fails', async () => {
    serveList(scheduled);
    mswServer.use(trpcMutation(TEST_ORIGIN, 'linkedin.posts.cancelSchedule', { appError: 'INTERNAL' }));
    await renderInApp(<MyPostsPage view={{ tab: 'all', q: '', page: 1 }} onViewChange={() => {}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel schedule' }));

    expect(await screen.findByText('Failed to cancel schedule. Please try again.')).toBeInTheDocument();
  });
});
