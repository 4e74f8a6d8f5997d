/** The one way server tests call procedures: as the tRPC client would, without HTTP. */
import type { SessionCookies } from '../../server/src/features/sessions/cookies.ts';
import { validateSessionToken } from '../../server/src/features/sessions/service.ts';
import { appRouter } from '../../server/src/trpc/app-router.ts';
import { type AppDeps, createContextInner } from '../../server/src/trpc/context.ts';
import { createCallerFactory } from '../../server/src/trpc/init.ts';
import { type Device, type SignedInUser, signedInUser, TEST_DEVICE, type TestUserOptions } from './factories.ts';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A browser as the procedures see it: its device and cookie jar. */
export interface TestClient {
  caller: Caller;
  /** The session token the server last set (undefined once it cleared the cookie). */
  sessionToken(): string | undefined;
}

export interface TestClientOptions extends Partial<Device> {
  /** The session cookie the browser starts with. */
  token?: string;
}

/**
 * Calls procedures as one browser would: each call reads its session from the cookie it holds,
 * and sign-in, sign-out and revocations change that cookie as they would in the browser.
 */
export function testClient(deps: AppDeps, options: TestClientOptions = {}): TestClient {
  const { ipAddress, userAgent } = { ...TEST_DEVICE, ...options };
  let token = options.token;
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
    return createContextInner(deps, { cookies, ipAddress, userAgent, session: validated?.session ?? null });
  });
  return { caller, sessionToken: () => token };
}

/** Calls procedures with no session, from the loopback address. */
export function anonymousCaller(deps: AppDeps): Caller {
  return createCaller(() => createContextInner(deps));
}

export type SignedInCaller = SignedInUser & TestClient;

/**
 * A signed-in browser: a new session for `user` (an existing user's id, or a new user made with
 * these options) from `device`, and its caller; its `cookie` serves calls over real HTTP.
 */
export async function signedInCaller(
  deps: AppDeps,
  user: string | TestUserOptions = {},
  device: Device = TEST_DEVICE,
): Promise<SignedInCaller> {
  const signedIn = await signedInUser(deps.db, user, { device, env: deps.config.env });
  return { ...signedIn, ...testClient(deps, { ...device, token: signedIn.token }) };
}
