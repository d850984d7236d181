import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('makes nothing until asked, then answers the same value every time', () => {
    let made = 0;
    const schema = onFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a made undefined rather than making it again', () => {
    let made = 0;
    const nothing = onFirstUse(() => {
      made += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });
});
