import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum for it: 19 MiB of memory, 2 passes, 1 lane (ARCHITECTURE §1). */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** A hash of nothing in particular, verified against when there is no account, so timing reveals nothing. */
const DECOY_HASH = hashPassword('decoy password that matches no account');

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DECOY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
