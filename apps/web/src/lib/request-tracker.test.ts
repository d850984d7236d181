import { afterEach, describe, expect, it } from 'vitest';
import { requestTracker } from './request-tracker.ts';

afterEach(() => requestTracker.reset());

describe('requestTracker', () => {
  it('counts requests in flight', () => {
    const first = requestTracker.start();
    const second = requestTracker.start();
    expect(requestTracker.getSnapshot()).toBe(2);
    first();
    first();
    expect(requestTracker.getSnapshot()).toBe(1);
    second();
    expect(requestTracker.getSnapshot()).toBe(0);
  });

  it('forgets requests started before a reset (navigation)', () => {
    const before = requestTracker.start();
    requestTracker.reset();
    expect(requestTracker.getSnapshot()).toBe(0);
    const after = requestTracker.start();
    before();
    expect(requestTracker.getSnapshot()).toBe(1);
    after();
    expect(requestTracker.getSnapshot()).toBe(0);
  });
});
