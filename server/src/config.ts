import path from 'node:path';
import type { SiteHosts } from '@wordloom/shared/domain/sites';
import { z } from 'zod';
import { isLoopbackAddress } from './lib/loopback.ts';
import type { S3StorageConfig } from './lib/storage/s3.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A third party's endpoint; configurable so tests and browser tests can point it at a local fake. */
function httpUrl(fallback: string) {
  return z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);
}

/** true/1 or false/0; empty or unset means undefined, for settings whose default depends on others. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

function booleanFlag(fallback: boolean) {
  return optionalFlag.transform((value) => value ?? fallback);
}

/** Whether an app address (unset: localhost) is only reachable from this machine, as in a local run. */
export function isLocalUrl(url: string | undefined): boolean {
  if (!url) return true;
  if (!URL.canParse(url)) return false;
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackAddress(hostname.replace(/^\[|\]$/g, ''))
  );
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  TRUST_PROXY: booleanFlag(false),
  SEED_DEMO_CONTENT: booleanFlag(true),
  SITE_HOST: z.string().trim().min(1).default('localhost'),
  BLOG_HOST: optionalText,
  NEWS_HOST: optionalText,
  TOOLS_HOST: optionalText,
  DEV_HOSTS: z.string().default('localhost,127.0.0.1,[::1]'),
  CLIENT_DIST_DIR: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Wordloom <no-reply@wordloom.app>'),
  DEV_MAILBOX: optionalFlag,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_PEOPLE_API_URL: httpUrl('https://people.googleapis.com'),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_AUTH_URL: httpUrl('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: httpUrl('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: httpUrl('https://api.linkedin.com/v2/userinfo'),
  LINKEDIN_API_URL: httpUrl('https://api.linkedin.com'),
  // LinkedIn serves each monthly version for at least a year; move it forward before it is sunset.
  LINKEDIN_API_VERSION: z
    .string()
    .trim()
    .regex(/^20\d{2}(0[1-9]|1[0-2])$/, 'must be a LinkedIn API version, YYYYMM')
    .default('202610'),
  OUTBOUND_ALLOW_LOOPBACK: booleanFlag(false),
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 1000' })
    .int('must be a whole number of milliseconds from 1000')
    .min(1000, 'must be a whole number of milliseconds from 1000')
    .default(60_000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: httpUrl('https://api.stripe.com'),
  STORAGE_DRIVER: z.enum(['database', 's3'], { error: 'must be database or s3' }).default('database'),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  TOKEN_ENC_KEYS: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((key) => /^[A-Za-z0-9+/]{43}=$/.test(key.trim())),
        'must be comma-separated base64 keys of 32 bytes each',
      )
      .optional(),
  ),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Whether the server fills empty tables with demo content at start. */
  seedDemoContent: boolean;
  sites: SiteHosts;
  clientDistDir: string;
  /** Without it, mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Whether /dev/mailbox lists the outbox (to loopback peers only): only without SMTP_URL; by
   * default outside production, and under `npm start`, the local trial run, which has no mail
   * server either; never by default when APP_URL is not a local address.
   */
  devMailbox: boolean;
  /** Unset: a key generated once in DATA_DIR. */
  tokenEncryptionKeys: string | undefined;
  /** Lets admin-configured HTTP requests reach 127/8 and ::1 (local development and tests); refused in production. */
  outboundAllowLoopback: boolean;
  /** The operator's OpenAI-compatible API; without a base URL the offline composer writes drafts. */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };
  /** Where uploaded files' bytes live: the database (default), or an S3-compatible service. */
  storage: { driver: 'database' } | { driver: 's3'; s3: S3StorageConfig };
  /** A provider without client id and secret is switched off (its button is not shown). */
  oauth: { google: OAuthProviderConfig | null; linkedin: OAuthProviderConfig | null };
  /** LinkedIn's REST API for publishing and insights: its address and the `LinkedIn-Version` sent. */
  linkedinApi: { baseUrl: string; version: string };
  /** Google's People API, read for the contacts Gmail sharing offers. */
  googlePeopleApi: { baseUrl: string };
  /** Card payments: only with both keys; without them the plans are shown but cannot be bought. */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

function oauthProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  endpoints: Pick<OAuthProviderConfig, 'authorizationUrl' | 'tokenUrl' | 'userInfoUrl'>,
): OAuthProviderConfig | null {
  return clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : null;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The storage settings, or one problem line per S3 setting missing when STORAGE_DRIVER=s3. */
function storageConfig(
  values: z.infer<typeof EnvSchema>,
): { ok: true; storage: AppConfig['storage'] } | { ok: false; problems: string[] } {
  if (values.STORAGE_DRIVER === 'database') return { ok: true, storage: { driver: 'database' } };
  const missing = S3_SETTINGS.filter((name) => !values[name]);
  if (missing.length > 0) {
    return { ok: false, problems: missing.map((name) => `${name}: is required when STORAGE_DRIVER is s3`) };
  }
  return {
    ok: true,
    storage: {
      driver: 's3',
      s3: {
        endpoint: values.S3_ENDPOINT!,
        region: values.S3_REGION!,
        bucket: values.S3_BUCKET!,
        accessKeyId: values.S3_ACCESS_KEY_ID!,
        secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: values.S3_FORCE_PATH_STYLE,
      },
    },
  };
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Reads and checks the environment; every problem is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.OUTBOUND_ALLOW_LOOPBACK) {
    return {
      ok: false,
      problems: ['OUTBOUND_ALLOW_LOOPBACK: must be false in production (it lets outbound calls reach this machine)'],
    };
  }
  const storage = storageConfig(values);
  if (!storage.ok) return storage;
  const siteHost = values.SITE_HOST;
  return {
    ok: true,
    config: {
      env: values.NODE_ENV,
      port: values.PORT,
      host: values.HOST,
      appUrl: values.APP_URL ?? `http://localhost:${values.PORT}`,
      databaseUrl: values.DATABASE_URL,
      dataDir: path.resolve(repoRoot, values.DATA_DIR),
      logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
      trustProxy: values.TRUST_PROXY,
      seedDemoContent: values.SEED_DEMO_CONTENT,
      sites: {
        main: siteHost,
        blog: values.BLOG_HOST ?? `blog.${siteHost}`,
        news: values.NEWS_HOST ?? `news.${siteHost}`,
        tools: values.TOOLS_HOST ?? `tools.${siteHost}`,
        devHosts: values.DEV_HOSTS.split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      },
      clientDistDir: path.resolve(repoRoot, values.CLIENT_DIST_DIR ?? 'client/dist'),
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      devMailbox:
        !values.SMTP_URL && (values.DEV_MAILBOX ?? (values.NODE_ENV !== 'production' && isLocalUrl(values.APP_URL))),
      tokenEncryptionKeys: values.TOKEN_ENC_KEYS,
      ai: {
        baseUrl: values.AI_BASE_URL,
        apiKey: values.AI_API_KEY,
        model: values.AI_MODEL,
        timeoutMs: values.AI_TIMEOUT_MS,
      },
      outboundAllowLoopback: values.OUTBOUND_ALLOW_LOOPBACK,
      storage: storage.storage,
      oauth: {
        google: oauthProvider(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET, {
          authorizationUrl: values.GOOGLE_AUTH_URL,
          tokenUrl: values.GOOGLE_TOKEN_URL,
          userInfoUrl: values.GOOGLE_USERINFO_URL,
        }),
        linkedin: oauthProvider(values.LINKEDIN_CLIENT_ID, values.LINKEDIN_CLIENT_SECRET, {
          authorizationUrl: values.LINKEDIN_AUTH_URL,
          tokenUrl: values.LINKEDIN_TOKEN_URL,
          userInfoUrl: values.LINKEDIN_USERINFO_URL,
        }),
      },
      linkedinApi: { baseUrl: values.LINKEDIN_API_URL, version: values.LINKEDIN_API_VERSION },
      googlePeopleApi: { baseUrl: values.GOOGLE_PEOPLE_API_URL },
      stripe:
        values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: values.STRIPE_SECRET_KEY,
              webhookSecret: values.STRIPE_WEBHOOK_SECRET,
              apiUrl: values.STRIPE_API_URL,
            }
          : null,
    },
  };
}

/** The configuration, or a clear message per problem and exit code 1 (no stack trace). */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = loadConfig(env);
  if (result.ok) return result.config;
  process.stderr.write(`Invalid configuration:\n${result.problems.map((line) => `  ${line}\n`).join('')}`);
  process.exit(1);
}
