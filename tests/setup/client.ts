import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { TEST_ORIGIN } from '../helpers/render.tsx';
import { type OutputOf, trpcQuery } from '../mocks/trpc.ts';
import { mswServer } from './msw-node.ts';

// jsdom lacks the layout APIs Mantine asks for; these report "nothing matches, nothing moves".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

/** Facts every page may ask for; a test that cares answers differently with its own handler. */
export const SYSTEM_INFO: OutputOf<'system.info'> = {
  languageCount: 27,
  freeWordsAtSignUp: 2000,
  referralBonusWords: 500,
  database: 'pglite',
  serverTime: new Date('2026-11-22T12:00:00Z'),
  signInProviders: { google: true, linkedin: true },
  devMailbox: false,
};

beforeEach(() => {
  mswServer.use(trpcQuery(TEST_ORIGIN, 'system.info', { data: SYSTEM_INFO }));
});
afterEach(() => {
  cleanup();
  // The toasts' store outlives the rendered tree: one test's toasts must not show in the next.
  notifications.clean();
  notifications.cleanQueue();
});
