// jsdom setup for component tests (vitest project 'dom'): jest-dom matchers, the browser APIs
// Mantine needs and jsdom lacks (NOTES G9), IndexedDB for Dexie with device keys, and a clean slate per test.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { deleteKeys } from '../src/offline/crypto/device-keys';
import { dropKeys } from '../src/offline/crypto/key-ring';
import { provideTestKeys, unlockTestKeys } from '../src/offline/testing/keys';
import { USERS } from '../src/test-utils/fixtures';

// No component test has a server to subscribe to: the app's subscriptions are inert here, for
// every file, so the files need no module mock of their own and share one module graph (the 'dom'
// project, vitest.config.ts). A file that feeds events mocks the module itself (and runs isolated).
vi.mock('../src/api/subscriptions', () => ({
  subscribe: () => () => {},
  subscribeSince: () => () => {},
  closeSubscriptions: async () => {},
  configureSubscriptions: () => {},
}));

// Device databases are sealed: any user a test opens one for gets a device key.
provideTestKeys();
// The app shell asks for the PIN until the user's key is in memory: the demo users start unlocked.
beforeEach(async () => {
  await deleteKeys();
  for (const user of Object.values(USERS)) await unlockTestKeys(user.id);
});

// findBy*/waitFor give up after 1 s by default: on the shared 2-core machine a screen can take
// longer than that to render while other suites run. A ceiling, not a wait: they return as soon
// as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

// vite.config.ts defines the build number at build time; tests run as build '1'.
(globalThis as { __APP_BUILD__?: string }).__APP_BUILD__ = '1';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

/** jsdom has no layout: nothing ever scrolls into view (a test presses the button beside the sentinel). */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

afterEach(() => {
  cleanup();
  dropKeys();
  localStorage.clear();
  sessionStorage.clear();
});
