import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailDeliveriesCard } from '../../client/src/features/admin/MailDeliveriesCard.tsx';
import { renderedUntilShown } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type OutputOf, trpcQuery } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';

type Deliveries = OutputOf<'mail.deliveries'>;

const retrying: Deliveries[number] = {
  id: 'b6f0c1de-0000-4000-8000-000000000001',
  kind: 'reset_password',
  to: 'grace@example.com',
  status: 'retrying',
  attempts: 2,
  maxAttempts: 9,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  nextTryAt: new Date('2026-11-25T10:02:00Z'),
  queuedAt: new Date('2026-11-25T10:00:00Z'),
};
const sent: Deliveries[number] = {
  id: 'b6f0c1de-0000-4000-8000-000000000002',
  kind: 'verify_email',
  to: 'ada@example.com',
  status: 'sent',
  attempts: 1,
  maxAttempts: 9,
  lastError: null,
  nextTryAt: null,
  queuedAt: new Date('2026-11-25T09:00:00Z'),
};

describe('mail deliveries card', () => {
  it('shows each mail with its status, tries, last error and next try', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'mail.deliveries', { data: [retrying, sent] }));
    await renderInApp(<MailDeliveriesCard />);

    const table = await screen.findByRole('table', { name: 'Mail deliveries' });
    const [, failing, delivered] = within(table).getAllByRole('row');
    expect(failing).toHaveTextContent('grace@example.com');
    expect(failing).toHaveTextContent('Password reset');
    expect(failing).toHaveTextContent('Retrying');
    expect(failing).toHaveTextContent('2 / 9');
    expect(failing).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
    expect(failing).toHaveTextContent('2026');
    expect(delivered).toHaveTextContent('Address verification');
    expect(delivered).toHaveTextContent('Sent');
    expect(delivered).toHaveTextContent('1 / 9');
  });

  it('says what will appear while no mail was sent', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'mail.deliveries', { data: [] }));
    await renderInApp(<MailDeliveriesCard />);
    expect(
      await screen.findByText(
        'Each mail the app sends is listed here, with its tries and the last error while the mail server fails.',
      ),
    ).toBeInTheDocument();
  });

  it('shows its own load failure instead of leaving the page', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'mail.deliveries', { status: 500 }));
    // After the client's retry, on the test clock.
    await renderedUntilShown(() => renderInApp(<MailDeliveriesCard />), 'Could not load the mail deliveries');
    expect(await screen.findByText('Could not load the mail deliveries')).toBeInTheDocument();
  });
});
