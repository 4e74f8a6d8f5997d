import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OnboardingOverlay } from '../../client/src/features/onboarding/OnboardingOverlay.tsx';
import { WelcomeBanner } from '../../client/src/features/onboarding/WelcomeBanner.tsx';
import { renderApp, renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

const user = signedInUser({ existingUserWelcomed: false });

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('onboarding overlay', () => {
  it('asks the four questions in turn and sends the answers, with the custom persona', async () => {
    const sent: unknown[] = [];
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.completeOnboarding', { onRequest: (input) => sent.push(input) }));
    await renderInApp(<OnboardingOverlay name="Ada" />);
    const events = userEvent.setup();

    expect(await screen.findByText('Welcome to Wordloom, Ada!')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await events.click(screen.getByRole('radio', { name: 'Other' }));
    await events.type(screen.getByRole('textbox', { name: 'Tell us in a few words' }), 'Museum curator');
    await events.click(next);

    expect(screen.getByRole('radiogroup', { name: 'How big is your company?' })).toBeInTheDocument();
    await events.click(screen.getByRole('radio', { name: '2–10 people' }));
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(screen.getByRole('radio', { name: '1–3 years' }));
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(screen.getByRole('radio', { name: '5–10' }));
    await events.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          persona: 'other',
          customPersona: 'Museum curator',
          companySize: '2_10',
          companyAge: '1_3_years',
          articlesPerMonth: '5_10',
        },
      ]),
    );
  });

  it('can be put off with Later, leaving Log Out reachable, and asks again at the next visit', async () => {
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'auth.me': () => signedInUser({ onboardingCompleted: false }),
        'words.account': () => ({ availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] }),
        'system.info': () => SYSTEM_INFO,
      }),
    );
    window.history.replaceState(null, '', '/dashboard');
    await renderApp();
    const events = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Wordloom, Ada Lovelace!' });
    await events.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: /^Account menu of ada\.lovelace/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeVisible();

    // Another page load of this visit: still put off.
    cleanup();
    await renderApp();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next visit (a new browser session) asks again.
    sessionStorage.clear();
    cleanup();
    await renderApp();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Wordloom, Ada Lovelace!' })).toBeInTheDocument();
  });

  it('goes back to a previous question with its answer kept', async () => {
    await renderInApp(<OnboardingOverlay name="Ada" />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('radio', { name: 'Marketer' }));
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Marketer' })).toBeChecked();
  });

  it('says so when the answers cannot be saved, and keeps them', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.completeOnboarding', { appError: 'INTERNAL' }));
    await renderInApp(<OnboardingOverlay name="Ada" />);
    const events = userEvent.setup();
    for (const answer of ['Agency', 'Just me', 'Not launched yet', 'More than 30']) {
      await events.click(await screen.findByRole('radio', { name: answer }));
      await events.click(screen.getByRole('button', { name: /Continue|Finish/ }));
    }
    expect(await screen.findByText('Your answers could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'More than 30' })).toBeChecked();
  });
});

describe('welcome banner', () => {
  it('welcomes an onboarded user with the trial, and closes for good', async () => {
    let dismissed = 0;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.dismissWelcome', { onRequest: () => dismissed++ }));
    await renderInApp(<WelcomeBanner user={user} />);
    expect(await screen.findByText('You are all set')).toBeInTheDocument();
    expect(screen.getByText(/runs until March 16, 2026 and includes 2 blogs/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the welcome message' }));
    await waitFor(() => expect(screen.queryByText('You are all set')).not.toBeInTheDocument());
    expect(dismissed).toBe(1);
  });

  it('is not shown to a user who already closed it', async () => {
    await renderInApp(
      <>
        <WelcomeBanner user={{ ...user, existingUserWelcomed: true }} />
        <p>{user.email}</p>
      </>,
    );
    await screen.findByText(user.email);
    expect(screen.queryByText('You are all set')).not.toBeInTheDocument();
  });
});
