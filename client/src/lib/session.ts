import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';

/**
 * The signed-in user (null when signed out), asked of the server on each guarded navigation: a
 * cached answer could be from before a sign-in or sign-out in this tab.
 */
export function loadCurrentUser(context: RouterContext) {
  return context.trpc.auth.me.fetch();
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
