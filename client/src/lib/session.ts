import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { trpc } from './trpc.ts';

/**
 * The signed-in user (null when signed out), read from the server once and then from the query
 * cache: whatever changes the session in this tab (signing in or out, a reset password) refreshes
 * the cached answer, so a guarded navigation need not ask the server again.
 */
export function loadCurrentUser(context: RouterContext) {
  return context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
}

/** For pages that need a session: anonymous visitors go to /login and come back after signing in. */
export async function requireUser(context: RouterContext, returnTo: string) {
  const user = await loadCurrentUser(context);
  if (!user) throw redirect({ to: '/login', search: { redirect: returnTo } });
  return user;
}

/** For /login and /signup: signed-in users go to /dashboard, replacing the history entry (spec §2). */
export async function redirectSignedInUser(context: RouterContext) {
  if (await loadCurrentUser(context)) throw redirect({ to: '/dashboard', replace: true });
}

/** After the server changed the session (signed in, reset a password): reads it again before anything uses it. */
export function useRefreshSession() {
  const utils = trpc.useUtils();
  return () => utils.auth.me.invalidate(undefined, { refetchType: 'all' });
}
