import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useNotificationsStore } from '@/features/notifications/stores/notifications-store';
import { forgetAppConfig } from '@/lib/brand';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import { useSessionStore } from '@/stores/session-store';

// jsdom lacks the layout APIs Mantine and the router use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
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
window.scrollTo = () => {};
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
// Lazy routes render a little later on a busy machine; wait up to 3 s for them.
configure({ asyncUtilTimeout: 3000 });
Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = () => {};

// Tests resemble users: a console error (React warning, failed prop type…) is a failure.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called in a test: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  cleanNotifications();
  useSessionStore.getState().clear();
  useCartCacheStore.getState().clear();
  useNotificationsStore.getState().clear();
  forgetAppConfig();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
