import { vi } from 'vitest';
import type * as PasswordModule from '../../server/src/lib/password.ts';

/** How many passwords the server has verified (right or wrong) since the test file started. */
export const passwordChecks = { count: 0 };

/**
 * lib/password.ts with every `verifyPassword` counted, for
 * `vi.mock('…/lib/password.ts', () => countedPasswordModule())`: a throttle test can then tell
 * how many passwords were actually checked, not only how many answers said so.
 */
export async function countedPasswordModule(): Promise<typeof PasswordModule> {
  const actual = await vi.importActual<typeof PasswordModule>('../../server/src/lib/password.ts');
  return {
    ...actual,
    verifyPassword(passwordHash, password) {
      passwordChecks.count += 1;
      return actual.verifyPassword(passwordHash, password);
    },
  };
}
