import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShellLayout, type SignedInUser } from '../../client/src/features/shell/AppShellLayout.tsx';
import { renderInApp } from '../helpers/render.tsx';
import { signedInUser } from './signed-in-user.ts';

/** The app shell's trial label (spec §1 "Free Trial", issue 16 point 3): shown until the first payment. */

const DAY_MS = 24 * 60 * 60 * 1000;

async function renderShell(user: SignedInUser) {
  await renderInApp(
    <AppShellLayout user={user}>
      <p>Page content</p>
    </AppShellLayout>,
    { path: '/dashboard' },
  );
  await screen.findByText('Page content');
}

function topBar(): HTMLElement {
  return screen.getByRole('banner');
}

describe('the trial label in the top bar', () => {
  it('says "Free Trial" on the trial and leads to the Subscription page', async () => {
    await renderShell(
      signedInUser({ onTrial: true, trialBlogsRemaining: 2, trialEndsAt: new Date(Date.now() + DAY_MS) }),
    );

    const label = within(topBar()).getByRole('link', { name: 'Free Trial' });
    expect(label).toHaveAttribute('href', '/subscription');
    expect(label.getAttribute('style')).toContain('teal');
    expect(screen.queryByText('Trial ended')).not.toBeInTheDocument();
  });

  it('says "Trial ended" in a warning colour once the trial’s days are over', async () => {
    await renderShell(
      signedInUser({ onTrial: true, trialBlogsRemaining: 2, trialEndsAt: new Date(Date.now() - DAY_MS) }),
    );

    const label = within(topBar()).getByRole('link', { name: 'Trial ended' });
    expect(label).toHaveAttribute('href', '/subscription');
    expect(label.getAttribute('style')).toContain('orange');
    expect(screen.queryByText('Free Trial')).not.toBeInTheDocument();
  });

  it('says "Trial ended" once the trial’s blogs are used up, days left or not', async () => {
    await renderShell(
      signedInUser({ onTrial: true, trialBlogsRemaining: 0, trialEndsAt: new Date(Date.now() + DAY_MS) }),
    );

    expect(within(topBar()).getByRole('link', { name: 'Trial ended' })).toHaveAttribute('href', '/subscription');
  });

  it('shows no label to a user who has paid, whatever the trial’s numbers', async () => {
    await renderShell(
      signedInUser({ onTrial: false, trialBlogsRemaining: 0, trialEndsAt: new Date(Date.now() - DAY_MS) }),
    );

    expect(screen.getByText('ada.lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Free Trial')).not.toBeInTheDocument();
    expect(screen.queryByText('Trial ended')).not.toBeInTheDocument();
  });
});

describe('the trial label in the account menu', () => {
  it('shows it under the name and closes the menu when it is followed', async () => {
    await renderShell(
      signedInUser({ onTrial: true, trialBlogsRemaining: 1, trialEndsAt: new Date(Date.now() + DAY_MS) }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Account menu of ada.lovelace' }));
    const menu = await screen.findByRole('menu');
    const label = within(menu).getByRole('link', { name: 'Free Trial' });
    expect(label).toHaveAttribute('href', '/subscription');

    await userEvent.click(label);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
