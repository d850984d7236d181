import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, APP_SCRIPTS_ID, APP_SCRIPTS_LOADER } from './after-first-paint.ts';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** Stands in for the browser's `paint` observer; `paint()` reports the first contentful paint. */
function stubPaintObserver() {
  const callbacks: PaintCallback[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: PaintCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    paint: () => {
      for (const callback of callbacks)
        callback(
          { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
          { disconnect() {} },
        );
    },
  };
}

// React Router's <Scripts> as written into the holder: a preload, the context, the module script.
const HELD = [
  '<link rel="modulepreload" href="/assets/entry.client-x.js">',
  '<script data-part="context">window.__context = 1;</script>',
  '<script type="module" async data-part="modules">import "/assets/manifest-x.js";</script>',
].join('');

function writeHolder() {
  const holder = document.createElement('noscript');
  holder.id = APP_SCRIPTS_ID;
  holder.textContent = HELD;
  document.body.replaceChildren(holder);
}

const run = (code: string) => new Function(code)() as void;

describe('scripts after the first paint (ADR 0128)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('adds the context script at once and the module script and preloads only once painted', () => {
    const { paint } = stubPaintObserver();
    writeHolder();
    run(APP_SCRIPTS_LOADER);
    expect(document.body.querySelector('script[data-part="context"]')).not.toBeNull();
    expect(document.body.querySelector('script[data-part="modules"]')).toBeNull();
    expect(document.body.querySelector('link[rel="modulepreload"]')).toBeNull();

    paint();
    expect(document.body.querySelector('script[data-part="modules"]')?.getAttribute('type')).toBe('module');
    expect(document.body.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/entry.client-x.js',
    );
  });

  it('starts anyway after 2.5 s when the page does not paint (a background tab), and once', () => {
    vi.useFakeTimers();
    const { paint } = stubPaintObserver();
    writeHolder();
    run(APP_SCRIPTS_LOADER);
    vi.advanceTimersByTime(2499);
    expect(document.body.querySelector('script[data-part="modules"]')).toBeNull();
    vi.advanceTimersByTime(1);
    paint();
    expect(document.body.querySelectorAll('script[data-part="modules"]')).toHaveLength(1);
  });

  it('does nothing without the holder (the SPA fallback keeps React Router’s scripts)', () => {
    stubPaintObserver();
    expect(() => run(APP_SCRIPTS_LOADER)).not.toThrow();
    expect(document.body.children).toHaveLength(0);
  });

  it('keeps its names to itself, so two loaders on one page do not collide', () => {
    expect(afterFirstPaint('go()')).toMatch(/^\{.*\}$/s);
  });
});
