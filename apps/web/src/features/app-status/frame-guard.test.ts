import { describe, expect, it } from 'vitest';
import { isInForeignFrame } from './frame-guard.ts';

type WindowArg = Parameters<typeof isInForeignFrame>[0];

const OWN = { origin: 'https://mapleshield.ca' } as Location;

function framedWindow(parent: 'same-origin' | 'cross-origin', opener: unknown = null): WindowArg {
  const top =
    parent === 'same-origin'
      ? { location: OWN }
      : {
          get location(): Location {
            // What browsers do when a page reads another origin's location.
            throw new DOMException('Blocked a frame with origin', 'SecurityError');
          },
        };
  return { self: {} as Window, top: top as Window, opener, location: OWN } as WindowArg;
}

describe('isInForeignFrame', () => {
  it('is false in a top-level window', () => {
    const win = { location: OWN, opener: null } as unknown as Window;
    Object.assign(win, { self: win, top: win });
    expect(isInForeignFrame(win)).toBe(false);
  });

  it('is false inside a frame of the same origin', () => {
    expect(isInForeignFrame(framedWindow('same-origin'))).toBe(false);
  });

  it('is true inside a frame of another origin', () => {
    expect(isInForeignFrame(framedWindow('cross-origin'))).toBe(true);
  });

  it('is false for a popup opened by another window', () => {
    expect(isInForeignFrame(framedWindow('cross-origin', {}))).toBe(false);
  });
});
