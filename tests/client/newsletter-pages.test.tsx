import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterAdminPage } from '../../client/src/features/blog/newsletter/NewsletterAdminPage.tsx';
import {
  ConfirmSubscriptionPage,
  UnsubscribePage,
} from '../../client/src/features/blog/newsletter/NewsletterLinkPages.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type OutputOf, trpcQuery } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

describe('newsletter confirmation page', () => {
  it('confirms only when the button is pressed, never on loading', async () => {
    let input: unknown;
    let calls = 0;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'newsletter.confirm', {
        onRequest: (body) => {
          calls += 1;
          input = body;
        },
      }),
    );
    await renderInApp(<ConfirmSubscriptionPage token="tok-1" />);
    expect(await screen.findByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    await delay(100);
    expect(calls).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(input).toEqual({ token: 'tok-1' });
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('says a used or expired link does not work', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'newsletter.confirm', { appError: 'INVALID_NEWSLETTER_LINK' }));
    await renderInApp(<ConfirmSubscriptionPage token="used" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This confirmation link is invalid or has expired. Please subscribe again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  it('says a link without its token does not work, without asking the server', async () => {
    await renderInApp(<ConfirmSubscriptionPage />);
    expect(await screen.findByRole('heading', { name: 'Confirmation failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  it('keeps the button to try again when the connection failed', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'newsletter.confirm', { networkError: true }));
    await renderInApp(<ConfirmSubscriptionPage token="tok-2" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
  });
});

describe('newsletter unsubscribe page', () => {
  it('unsubscribes when the button is pressed', async () => {
    let input: unknown;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'newsletter.unsubscribe', { onRequest: (body) => (input = body) }));
    await renderInApp(<UnsubscribePage token="leave-1" />);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(input).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(input).toEqual({ token: 'leave-1' });
  });

  it('says an unknown link does not work', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'newsletter.unsubscribe', { appError: 'INVALID_NEWSLETTER_LINK' }));
    await renderInApp(<UnsubscribePage token="unknown" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Unsubscribe failed' })).toBeInTheDocument();
    expect(
      screen.getByText('This unsubscribe link is invalid. Please use the link in the latest newsletter email.'),
    ).toBeInTheDocument();
  });
});

type SubscriberList = OutputOf<'newsletter.subscribers'>;

function subscriberList(total: number): SubscriberList {
  return {
    subscribers: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'lea@example.com',
        languageCode: 'fr',
        status: 'confirmed',
        createdAt: new Date('2026-11-20T10:00:00Z'),
        confirmedAt: new Date('2026-11-20T10:05:00Z'),
        unsubscribedAt: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        email: 'sam@example.com',
        languageCode: 'en',
        status: 'pending',
        createdAt: new Date('2026-11-19T10:00:00Z'),
        confirmedAt: null,
        unsubscribedAt: null,
      },
    ],
    total,
    counts: { all: total, pending: 1, confirmed: total - 2, unsubscribed: 1 },
  };
}

describe('newsletter admin page', () => {
  const view = { status: 'all' as const, q: '', page: 1 };

  it('lists the subscribers with language, status and dates, the counts per status and the pages', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'newsletter.subscribers', { data: subscriberList(60) }));
    const onViewChange = vi.fn();
    await renderInApp(<NewsletterAdminPage view={view} onViewChange={onViewChange} />);
    const row = (await screen.findByText('lea@example.com')).closest('tr');
    expect(row).toHaveTextContent('Français');
    expect(row).toHaveTextContent('Confirmed');
    expect(screen.getByText('sam@example.com').closest('tr')).toHaveTextContent('Pending');
    expect(screen.getByRole('tab', { name: 'Confirmed (58)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (60)' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.click(screen.getByRole('tab', { name: 'Unsubscribed (1)' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ status: 'unsubscribed', page: 1 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search addresses' }), 'lea');
    await vi.waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ q: 'lea', page: 1 }));
  });

  it('says when nobody has subscribed yet', async () => {
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'newsletter.subscribers', {
        data: { subscribers: [], total: 0, counts: { all: 0, pending: 0, confirmed: 0, unsubscribed: 0 } },
      }),
    );
    await renderInApp(<NewsletterAdminPage view={view} onViewChange={vi.fn()} />);
    expect(await screen.findByText('Nobody has subscribed to the newsletter yet.')).toBeInTheDocument();
  });
});
