/**
 * Calls started before the page that needs them renders (the saved request, read when a route
 * module loads), each taken once by the first query asking with the same arguments (ADR
 * 0085). A call nobody takes is only a request answered for nothing; a call asked for before it
 * started is not started at all, since its query has made it already.
 */
export function earlyCalls<TArgs extends unknown[], TResult>(call: (...args: TArgs) => Promise<TResult>) {
  const started = new Map<string, Promise<TResult>>();
  const asked = new Set<string>();
  return {
    start(...args: TArgs): void {
      const key = JSON.stringify(args);
      if (started.has(key) || asked.has(key)) return;
      const pending = call(...args);
      // Failures are toasted by the api client; the query that takes the call sees them.
      pending.catch(() => undefined);
      started.set(key, pending);
    },
    take(...args: TArgs): Promise<TResult> | undefined {
      const key = JSON.stringify(args);
      const pending = started.get(key);
      started.delete(key);
      asked.add(key);
      return pending;
    },
  };
}
