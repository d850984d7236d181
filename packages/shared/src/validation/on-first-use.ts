// Schemas made when first used (ADR 0134). Building a zod schema costs tens of microseconds per
// piece on a phone, and a module's top-level schemas are built by every page that imports the
// module, used or not: a schema that only some importers use, or only when they validate, is
// made by the getter this returns, on its first call, and the same one is answered after.

/** A getter that calls `make` once, on its first call, and then answers what it made. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
