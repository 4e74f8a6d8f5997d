import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('configuration', () => {
  it('has working defaults with an empty environment', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.port).toBe(3000);
    expect(result.config.databaseUrl).toBeUndefined();
    expect(result.config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(result.config.appUrl).toBe('http://localhost:3000');
    expect(result.config.trustProxy).toBe(false);
    expect(result.config.seedDemoContent).toBe(true);
    expect(result.config.sites).toMatchObject({ main: 'localhost', blog: 'blog.localhost', tools: 'tools.localhost' });
  });

  it('derives the subdomain hosts from SITE_HOST unless each is set', () => {
    const result = loadConfig({
      SITE_HOST: 'wordloom.app',
      NEWS_HOST: 'press.wordloom.app',
      TRUST_PROXY: 'true',
      SEED_DEMO_CONTENT: 'false',
    });
    expect(result.ok && result.config.seedDemoContent).toBe(false);
    expect(result.ok && result.config.sites).toMatchObject({
      main: 'wordloom.app',
      blog: 'blog.wordloom.app',
      news: 'press.wordloom.app',
      tools: 'tools.wordloom.app',
    });
    expect(result.ok && result.config.trustProxy).toBe(true);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'true' }, true],
    [{ NODE_ENV: 'development', DEV_MAILBOX: '0' }, false],
    [{ DEV_MAILBOX: 'true', SMTP_URL: 'smtps://mail.example.com' }, false],
    [{ APP_URL: 'https://wordloom.example.com' }, false],
    [{ APP_URL: 'http://203.0.113.9:3000' }, false],
    [{ APP_URL: 'http://127.0.0.1:3000' }, true],
    [{ APP_URL: 'http://[::1]:3000' }, true],
    [{ APP_URL: 'https://wordloom.example.com', DEV_MAILBOX: 'true' }, true],
  ])('lists mail at /dev/mailbox only when it has nowhere else to go (%o → %s)', (env, devMailbox) => {
    const result = loadConfig(env);
    expect(result.ok && result.config.devMailbox).toBe(devMailbox);
  });

  it('names every invalid variable on its own line', () => {
    const result = loadConfig({
      PORT: 'abc',
      DATABASE_URL: 'mysql://localhost/db',
      LOG_LEVEL: 'loud',
      APP_URL: 'not a url',
      DEV_MAILBOX: 'maybe',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'PORT: must be a whole number from 1 to 65535',
        'APP_URL: must be an http(s) URL',
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
        'DEV_MAILBOX: must be true or false',
      ],
    });
  });

  it.each(['0', '70000', '3000.5', '-1'])('refuses PORT=%s', (port) => {
    expect(loadConfig({ PORT: port })).toEqual({
      ok: false,
      problems: ['PORT: must be a whole number from 1 to 65535'],
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a whole number from 1 to 65535'],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
  ])('stops the server start with one clear line and no stack trace (%o)', (env, line) => {
    const started = spawnSync(process.execPath, ['server/src/index.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe(`Invalid configuration:\n  ${line}\n`);
  });
});
