import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  APP_SCRIPTS_ID,
  APP_SCRIPTS_LOADER,
  PRELOADS_PER_TASK,
} from './after-first-paint.ts';

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

// React Router's <Scripts> as written into the holder: preloads, the context, the module script.
const PRELOADS = 10;
const HELD = [
  ...Array.from({ length: PRELOADS }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`),
  '<script data-part="context">window.__context = 1;</script>',
  '<script type="module" async data-part="modules">import "/assets/manifest-x.js";</script>',
].join('');

const preloads = () =>
  [...document.body.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const moduleScript = () => document.body.querySelector('script[data-part="modules"]');

function writeHolder() {
  const holder = document.createElement('noscript');
  holder.id = APP_SCRIPTS_ID;
  holder.textContent = HELD;
  document.body.replaceChildren(holder);
}

const run = (code: string) => new Function(code)() as void;

describe('scripts after the first paint (ADR 0128)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('adds the context script at once, and the preloads a few per task and then the module script once painted', () => {
    vi.useFakeTimers();
    const { paint } = stubPaintObserver();
    writeHolder();
    run(APP_SCRIPTS_LOADER);
    expect(document.body.querySelector('script[data-part="context"]')).not.toBeNull();
    expect(moduleScript()).toBeNull();
    expect(preloads()).toEqual([]);

    paint();
    expect(preloads()).toHaveLength(PRELOADS_PER_TASK);
    expect(moduleScript()).toBeNull();
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(2 * PRELOADS_PER_TASK);
    vi.runAllTimers();
    expect(preloads()).toEqual(Array.from({ length: PRELOADS }, (_, i) => `/assets/chunk-${i}.js`));
    expect(moduleScript()?.getAttribute('type')).toBe('module');
  });

  it('starts anyway after 2.5 s when the page does not paint (a background tab), and once', () => {
    vi.useFakeTimers();
    const { paint } = stubPaintObserver();
    writeHolder();
    run(APP_SCRIPTS_LOADER);
    vi.advanceTimersByTime(2499);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    paint();
    vi.runAllTimers();
    expect(preloads()).toHaveLength(PRELOADS);
    expect(document.body.querySelectorAll('script[data-part="modules"]')).toHaveLength(1);
  });

  it('adds every preload at once in a hidden tab, whose timers the browser slows', () => {
    vi.useFakeTimers();
    const { paint } = stubPaintObserver();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    writeHolder();
    run(APP_SCRIPTS_LOADER);
    paint();
    expect(preloads()).toHaveLength(PRELOADS);
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
