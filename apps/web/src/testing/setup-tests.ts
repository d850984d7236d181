import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

// CI shares two cores with a build and a browser: give findBy* queries room before failing (a lazily
// loaded route is transformed on its first import in a worker, over 5 s once with the API files
// loading the other core).
configure({ asyncUtilTimeout: 15_000 });

// happy-dom lacks the layout APIs Mantine reads (matchMedia, ResizeObserver, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
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
vi.stubGlobal('ResizeObserver', ResizeObserverStub);
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
});
