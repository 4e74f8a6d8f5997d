import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminDashboardPage } from '../../client/src/features/admin/AdminDashboardPage.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

async function promote(email: string) {
  await renderInApp(<AdminDashboardPage />);
  const events = userEvent.setup();
  await events.type(await screen.findByLabelText("User's email address"), email);
  await events.click(screen.getByRole('button', { name: 'Make admin' }));
}

describe('admin dashboard', () => {
  it('leads to the AI playground and the HTTP mappings', async () => {
    await renderInApp(<AdminDashboardPage />);
    expect(await screen.findByRole('link', { name: /AI playground/ })).toHaveAttribute('href', '/admin/ai');
    expect(screen.getByRole('link', { name: /HTTP mappings/ })).toHaveAttribute('href', '/admin/http-mappings');
  });

  it('leads to the users, the removed URLs and the audit log', async () => {
    await renderInApp(<AdminDashboardPage />);
    expect(await screen.findByRole('link', { name: /^Users/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /^Removed URLs/ })).toHaveAttribute('href', '/admin/removed-urls');
    expect(screen.getByRole('link', { name: /^Audit log/ })).toHaveAttribute('href', '/admin/audit');
  });

  it('promotes a user and says so with the spec toast', async () => {
    const sent: unknown[] = [];
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.promoteToAdmin', { onRequest: (input) => sent.push(input) }));
    await promote('grace@example.com');
    expect(await screen.findByText('User has been promoted to admin.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'grace@example.com' }]);
    expect(screen.getByLabelText("User's email address")).toHaveValue('');
  });

  it('shows User not found for an unknown address', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.promoteToAdmin', { appError: 'USER_NOT_FOUND' }));
    await promote('nobody@example.com');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('shows the spec text when the caller is no longer an admin', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.promoteToAdmin', { appError: 'ADMIN_ONLY' }));
    await promote('grace@example.com');
    expect(await screen.findByText('Only administrators can promote users to admin role')).toBeInTheDocument();
  });

  it('falls back to Failed to make user admin. for anything else', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'users.promoteToAdmin', { appError: 'INTERNAL' }));
    await promote('grace@example.com');
    expect(await screen.findByText('Failed to make user admin.')).toBeInTheDocument();
  });
});
