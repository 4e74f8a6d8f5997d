import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../../client/src/features/errors/AppErrorBoundary.tsx';
import { RenderErrorScreen, RouteErrorScreen } from '../../client/src/features/errors/RenderErrorScreen.tsx';
import { ErrorPage, MissingPage } from '../../client/src/features/errors/StatusPages.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQuery } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

/** Throws until the test mends it, so "Try Again" can show the children recovering. */
const breakage = { broken: true };
function BrokenUntilMended({ message }: { message: string }) {
  if (breakage.broken) throw new Error(message);
  return <p>Recovered content</p>;
}

describe('top-level render-error screen (spec §4)', () => {
  const assign = vi.fn();

  afterEach(() => {
    vi.restoreAllMocks();
    assign.mockReset();
    breakage.broken = true;
  });

  it('shows Loading Components for a form-context error, and Try Again renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInApp(
      <AppErrorBoundary>
        <BrokenUntilMended message="useFormContext must be used within a form context provider" />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Loading Components' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we initialize the application')).toBeInTheDocument();
    breakage.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Recovered content')).toBeInTheDocument();
  });

  it('sends the user to /login for a context or form-hook error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await renderInApp(
      <AppErrorBoundary>
        <Thrower message="useSession must be used inside its context" />
      </AppErrorBoundary>,
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the generic screen with the error details, Reload Page and Try Again otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInApp(
      <AppErrorBoundary>
        <Thrower message="Cannot read properties of undefined (reading 'map')" />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We've encountered an unexpected error")).toBeInTheDocument();
    expect(screen.getByText('Error details:')).toBeInTheDocument();
    expect(screen.getByText("Cannot read properties of undefined (reading 'map')")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('uses a given redirect target or fallback instead of the generic screen', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const error = new Error('Something unexpected');
    await renderInApp(<RenderErrorScreen error={error} reset={() => undefined} redirectTo="/dashboard" />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));

    await renderInApp(<RenderErrorScreen error={error} reset={() => undefined} fallback={<p>Custom fallback</p>} />);
    expect(await screen.findByText('Custom fallback')).toBeInTheDocument();
  });

  it('sends errors inside a page to /error, and server or network failures to /server-error', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await renderInApp(<RouteErrorScreen error={new Error('Unexpected token')} reset={() => undefined} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/error'));

    await renderInApp(<RouteErrorScreen error={new TypeError('Failed to fetch')} reset={() => undefined} />, {
      language: 'fr',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/server-error'));
  });

  it('keeps the error of a page for /error, which shows its details with Reload Page and Try Again', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/account', assign });
    await renderInApp(<RouteErrorScreen error={new Error('Unexpected token < in JSON')} reset={() => undefined} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/error'));

    await renderInApp(<ErrorPage />, { path: '/error' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error details:')).toBeInTheDocument();
    expect(screen.getByText('Unexpected token < in JSON')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(assign).toHaveBeenLastCalledWith('/account');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says on /error that no details were recorded when it was opened directly', async () => {
    sessionStorage.clear();
    await renderInApp(<ErrorPage />, { path: '/error' });
    expect(await screen.findByText('Error details:')).toBeInTheDocument();
    expect(screen.getByText('No details were recorded.')).toBeInTheDocument();
  });

  it('speaks the active language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInApp(
      <AppErrorBoundary>
        <Thrower message="boom" />
      </AppErrorBoundary>,
      { language: 'de' },
    );
    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
  });
});

describe('missing pages: the removed-URL check', () => {
  it('shows Checking... and then the 410 page for a removed path', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'removedUrls.check', { data: true, delayMs: 300 }));
    await renderInApp(<MissingPage path="/old-page" />, { path: '/old-page' });
    expect(await screen.findByText('Checking...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '410 - Gone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page for a path that was never there', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'removedUrls.check', { data: false }));
    await renderInApp(<MissingPage path="/nowhere" />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has been moved.')).toBeInTheDocument();
  });

  it('offers Go to Dashboard on the 404 page to a signed-in user only', async () => {
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'removedUrls.check', { data: false }),
      trpcQuery(TEST_ORIGIN, 'auth.me', { data: null }),
    );
    await renderInApp(<MissingPage path="/nowhere" />, { path: '/nowhere' });
    expect(await screen.findByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument());
    cleanup();

    mswServer.use(trpcQuery(TEST_ORIGIN, 'auth.me', { data: signedInUser() }));
    await renderInApp(<MissingPage path="/nowhere" />, { path: '/nowhere' });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('counts a failing check as "not removed" and does not send the user to /server-error', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'removedUrls.check', { status: 500 }));
    const { onServerFailure } = await renderInApp(<MissingPage path="/nowhere" />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(onServerFailure).not.toHaveBeenCalled();
  });
});
