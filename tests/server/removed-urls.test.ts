import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRemovedUrlRules } from '../../server/src/features/removed-urls/queries.ts';
import { addRemovedUrlRules, REMOVED_URL_RULES_TTL_MS } from '../../server/src/features/removed-urls/service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await addRemovedUrlRules(testApp.deps.db, {
    rules: ['/old-pricing', 'Starts with: /legacy/', 'Starts with: /2019', 'Starts with: '],
  });
});

afterAll(() => testApp.close());

describe('removed-URL check', () => {
  it.each([
    ['/old-pricing', true],
    ['/old-pricing/', true],
    ['/old-pricing?utm_source=mail#plans', true],
    ['/old-pricing-2', false],
    ['/old', false],
    ['/legacy/', true],
    ['/legacy/a/b', true],
    ['/legacy', true],
    ['/legacyx', false],
    ['/2019-recap', true],
    ['/fr/old-pricing', true],
    ['/fr/legacy/a', true],
    ['/features', false],
    ['/', false],
  ])('%s removed: %s', async (path, removed) => {
    expect(await testApp.caller.removedUrls.check({ path })).toBe(removed);
  });

  it('treats wildcard characters in a path as plain text', async () => {
    expect(await testApp.caller.removedUrls.check({ path: '/old_pricing' })).toBe(false);
    expect(await testApp.caller.removedUrls.check({ path: '/old%' })).toBe(false);
  });
});

describe('removed-URL rules kept in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('apply at once when added through this server', async () => {
    expect(await testApp.caller.removedUrls.check({ path: '/spring-sale' })).toBe(false);
    await addRemovedUrlRules(testApp.deps.db, { rules: ['/spring-sale'] });
    expect(await testApp.caller.removedUrls.check({ path: '/spring-sale' })).toBe(true);
  });

  it('apply within the cache lifetime when another server added them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await testApp.caller.removedUrls.check({ path: '/winter-sale' })).toBe(false);
    // Written straight to the table, as another app server would.
    await insertRemovedUrlRules(testApp.deps.db, ['/winter-sale']);
    expect(await testApp.caller.removedUrls.check({ path: '/winter-sale' })).toBe(false);
    vi.setSystemTime(Date.now() + REMOVED_URL_RULES_TTL_MS);
    expect(await testApp.caller.removedUrls.check({ path: '/winter-sale' })).toBe(true);
  });
});
