import type { SessionCookies } from '../../server/src/features/sessions/cookies.ts';
import { validateSessionToken } from '../../server/src/features/sessions/service.ts';
import { readOutbox } from '../../server/src/lib/mail.ts';
import { appRouter } from '../../server/src/trpc/app-router.ts';
import { type AppDeps, createContextInner } from '../../server/src/trpc/context.ts';
import { createCallerFactory } from '../../server/src/trpc/init.ts';

const createCaller = createCallerFactory(appRouter);

/** A browser as the procedures see it: its cookie jar and address. */
export interface TestClient {
  caller: ReturnType<typeof createCaller>;
  /** The session token the server last set (undefined after sign-out). */
  sessionToken(): string | undefined;
}

/** Calls procedures as one browser would, keeping the session cookie between calls. */
export function testClient(deps: AppDeps, { ipAddress = '203.0.113.7' } = {}): TestClient {
  let token: string | undefined;
  const cookies: SessionCookies = {
    set(value) {
      token = value;
    },
    clear() {
      token = undefined;
    },
  };
  const caller = createCaller(async () => {
    const validated = token ? await validateSessionToken(deps.db, { token }) : null;
    return createContextInner(deps, { cookies, ipAddress, session: validated?.session ?? null });
  });
  return { caller, sessionToken: () => token };
}

/** The first link in the newest outbox mail to `to` whose URL contains `path`. */
export async function linkFromMail(deps: AppDeps, to: string, path: string): Promise<string> {
  const mails = await readOutbox(deps);
  const mail = mails.find((candidate) => candidate.to === to && candidate.text.includes(path));
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No mail to ${to} with a ${path} link`);
  return link;
}
