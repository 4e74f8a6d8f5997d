import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZCreateHttpRequest } from '@wordloom/shared/schemas/http-mappings';
import { ZCreateTool } from '@wordloom/shared/schemas/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencryptSecrets } from '../../scripts/lib/reencrypt.ts';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import { createHttpRequest } from '../../server/src/features/http-mappings/service.ts';
import { keepInOutbox, readOutbox } from '../../server/src/features/mail/service.ts';
import { createTool, toolSecretContext } from '../../server/src/features/tools/service.ts';
import { createSecretBox } from '../../server/src/lib/crypto.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { toolInput } from '../helpers/tools.ts';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
/** Before the rotation: the old key alone. */
const before = createSecretBox([oldKey]);
/** TOKEN_ENC_KEYS during the rotation: the new key first, the old one still there to open old rows. */
const rotating = createSecretBox([newKey, oldKey]);
/** After it: the old key dropped. */
const after = createSecretBox([newKey]);

/** The request form's text fields this test leaves empty. */
const EMPTY_REQUEST_FIELDS = [
  'description',
  'headers',
  'authHeaderName',
  'authQueryParam',
  'authUsername',
  'fixedParameters',
  'variableParameters',
  'requestBody',
  'responseMapping',
] as const;

let database: TestDatabase;
let userId: string;
let toolId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ userId } = await createUser(database.db));
  const context = providerTokenContext(userId, 'google');
  await database.db
    .insertInto('userProviderTokens')
    .values({
      userId,
      provider: 'google',
      token: before.seal('google-access', context),
      refreshToken: before.seal('google-refresh', context),
      expiresAt: null,
      scopes: 'openid',
      scopesArray: ['openid'],
    })
    .execute();
  await keepInOutbox(
    { db: database.db, secrets: before },
    {
      to: 'ada@example.com',
      subject: 'Reset',
      text: 'https://wordloom.test/reset#t=1',
      html: '<p>x</p>',
      kind: 'reset_password',
    },
  );
  await createHttpRequest(
    { db: database.db, secrets: before, config: { outboundAllowLoopback: false } },
    {
      userId,
      ...ZCreateHttpRequest.parse({
        ...Object.fromEntries(EMPTY_REQUEST_FIELDS.map((field) => [field, ''])),
        name: 'Secret request',
        endpointUrl: 'https://api.example.com/posts',
        httpMethod: 'POST',
        authType: 'bearer',
        authSecret: 'sk-live-secret',
        rateLimitPerMinute: 60,
        timeoutSeconds: 30,
      }),
    },
  );
  ({ id: toolId } = await createTool(
    { db: database.db, secrets: before, config: { outboundAllowLoopback: false } },
    {
      userId,
      ...ZCreateTool.parse(
        toolInput({
          webhook: { ...toolInput().webhook, secretHeaderName: 'Authorization', secretHeaderValue: 'tool-secret' },
        }),
      ),
    },
  ));
});

afterAll(() => database.dispose());

describe('npm run admin -- reencrypt', () => {
  it('seals every secret at rest with the first key, so the old key can be dropped', async () => {
    // With the old key gone too early, nothing opens and nothing changes.
    await expect(reencryptSecrets(database.db, after)).rejects.toThrow('Cannot open this secret');

    expect(await reencryptSecrets(database.db, rotating)).toEqual({
      providerTokens: 1,
      outboxMails: 1,
      httpRequestSecrets: 1,
      toolSecrets: 1,
    });

    const stored = await database.db
      .selectFrom('userProviderTokens')
      .select(['token', 'refreshToken'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const context = providerTokenContext(userId, 'google');
    expect(after.open(stored.token, context)).toBe('google-access');
    expect(after.open(stored.refreshToken ?? '', context)).toBe('google-refresh');
    const [mail] = await readOutbox({ db: database.db, secrets: after });
    expect(mail?.text).toBe('https://wordloom.test/reset#t=1');
    const [toolWebhook] = await database.db
      .selectFrom('toolWebhooks')
      .select('secretHeaderValue')
      .where('toolId', '=', toolId)
      .execute();
    expect(after.open(toolWebhook?.secretHeaderValue ?? '', toolSecretContext(toolId))).toBe('tool-secret');
    // Every secret, the request's and the tool's included, now opens with the new key alone.
    await expect(reencryptSecrets(database.db, after)).resolves.toEqual({
      providerTokens: 1,
      outboxMails: 1,
      httpRequestSecrets: 1,
      toolSecrets: 1,
    });
  });

  it('runs from the command line on the configured database and says what it sealed', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-reencrypt-'));
    try {
      const keys = [newKey, oldKey].map((key) => key.toString('base64')).join(',');
      const run = spawnSync(process.execPath, ['scripts/admin.ts', 'reencrypt'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, TOKEN_ENC_KEYS: keys, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(
        'Sealed again with the first key: 0 provider tokens, 0 outbox mails, 0 HTTP request secrets, 0 tool secrets.\n',
      );
      expect(run.status).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
