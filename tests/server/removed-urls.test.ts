import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRemovedUrlRules } from '../../server/src/features/removed-urls/queries.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await insertRemovedUrlRules(testApp.deps.db, [
    '/old-pricing',
    'Starts with: /legacy/',
    'Starts with: /2019',
    'Starts with: ',
  ]);
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

  it('treats LIKE wildcards in a path as plain text', async () => {
    expect(await testApp.caller.removedUrls.check({ path: '/old_pricing' })).toBe(false);
    expect(await testApp.caller.removedUrls.check({ path: '/old%' })).toBe(false);
  });
});
