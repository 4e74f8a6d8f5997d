import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT_VERSION = 'v1';

/** A random secret for links and cookies: `bytes` of entropy, base32 (URL- and cookie-safe). */
export function randomToken(bytes = 20): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(bytes));
}

/** How secrets that are only ever compared are stored (session ids, e-mail tokens). */
export function sha256Hex(value: string): string {
  return encodeHexLowerCase(createHash('sha256').update(value).digest());
}

export interface SecretBox {
  /** AES-256-GCM with the first key; `context` (e.g. user id + provider) must match on opening. */
  seal(plaintext: string, context: string): string;
  /** Opens with whichever configured key sealed it; throws if no key or the context does not match. */
  open(sealed: string, context: string): string;
  /** Opens with whichever key sealed it and seals again with the first: a rotated key's rows move on. */
  reseal(sealed: string, context: string): string;
  /**
   * A key for one purpose (say, hashing visitors), derived from the sealing key, so no new secret
   * has to be configured; it changes when the first key is rotated.
   */
  derive(purpose: string): Buffer;
}

/**
 * Encryption at rest for OAuth tokens and mail bodies (ARCHITECTURE §5). Keys rotate by putting
 * the new key first: it seals, all keys open. The sealed form names the key by a short digest.
 */
export function createSecretBox(keys: readonly Buffer[]): SecretBox {
  const [current] = keys;
  if (!current || keys.some((key) => key.length !== KEY_BYTES)) {
    throw new Error(`Encryption keys must be ${KEY_BYTES} bytes each, and at least one is needed.`);
  }
  const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const box: SecretBox = {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [FORMAT_VERSION, keyId(current), iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, id, iv, tag, body] = sealed.split('.');
      const key = id ? byId.get(id) : undefined;
      if (version !== FORMAT_VERSION || !key || !iv || !tag || body === undefined) {
        throw new Error('Cannot open this secret with the configured keys.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    reseal(sealed, context) {
      return box.seal(box.open(sealed, context), context);
    },
    derive(purpose) {
      return createHmac('sha256', current).update(`wordloom derived key: ${purpose}`).digest();
    },
  };
  return box;
}

/** Parses TOKEN_ENC_KEYS: comma-separated base64 keys of 32 bytes. */
export function parseKeys(value: string): Buffer[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Buffer.from(part, 'base64'));
}

/**
 * The configured keys, or, when none are configured, one generated once and kept in
 * `DATA_DIR/token-encryption.key` (development and single-machine use).
 */
export function loadOrCreateKeys(configured: string | undefined, dataDir: string): Buffer[] {
  if (configured) return parseKeys(configured);
  const file = path.join(dataDir, 'token-encryption.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
  }
  return parseKeys(fs.readFileSync(file, 'utf8'));
}
