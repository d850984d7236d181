// Runs this process's clock from a chosen instant, for tests only (ADR 0087). Every `new Date()`
// and `Date.now()` reads the shifted time, in our code and in libraries alike (PGlite's `now()`
// too), so the whole server behaves as it would on that day without threading a clock through
// every call. The clock keeps running; only its origin moves.

/** Shifts `Date` so that it reads `asOf` now; returns a function that restores the real clock. */
export function runClockFrom(asOf: Date): () => void {
  const RealDate = globalThis.Date;
  const offset = asOf.getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date returns the current time as text.
    if (new.target === undefined) return new RealDate(now()).toString();
    return args.length === 0
      ? new RealDate(now())
      : new RealDate(...(args as ConstructorParameters<DateConstructor>));
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
