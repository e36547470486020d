import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has neither matchMedia (antd's responsive hooks) nor ResizeObserver (antd overlays).
if (!window.matchMedia) {
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
}

if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}

// Lazy routes and antd's first style pass are slow under jsdom.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// React finishes work it scheduled (a last unmount's effects, a late update) on a later tick of the event loop: let
// it run while the file's window still exists, or it throws 'window is not defined' after the environment is torn
// down (seen from GuideModal.test.tsx in a CI run on an overloaded machine).
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
