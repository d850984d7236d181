// The one registry of active rate versions, per database (ADR 0101, replacing the per-feature
// memos of ADRs 0051, 0053 and 0061). A rate version never changes once stored (a new sheet is a
// new version), so what a quote needs (the active versions and the rows or plans they hold) is
// kept as one snapshot per database and rate source.
//
// Freshness rule: a snapshot is read again from the database when it is older than
// RATE_FRESHNESS_MS at the time it is asked for; an import in this process calls `forget(db)` and
// the next quote sees the new versions, other API processes see them within RATE_FRESHNESS_MS (N3).
// A new read gets the previous snapshot, so versions still active are not read again. A failed
// read is forgotten and the next quote reads again.

export const RATE_FRESHNESS_MS = 5_000;

/** What one kind of rates reads: the snapshot active now, reusing what `previous` already holds. */
export interface RateSource<Db extends object, T> {
  readonly name: string;
  read(db: Db, previous: T | undefined): Promise<T>;
}

interface Entry {
  at: number;
  snapshot: Promise<unknown>;
  last: unknown;
}

const byDb = new WeakMap<object, Map<string, Entry>>();

/** The active snapshot of `source` in `db`, read again when older than RATE_FRESHNESS_MS. */
export function activeRates<Db extends object, T>(
  db: Db,
  source: RateSource<Db, T>,
  now = Date.now(),
): Promise<T> {
  let sources = byDb.get(db);
  if (sources === undefined) {
    sources = new Map();
    byDb.set(db, sources);
  }
  const entry = sources.get(source.name);
  if (entry !== undefined && now - entry.at <= RATE_FRESHNESS_MS) return entry.snapshot as Promise<T>;
  const previous = entry?.last as T | undefined;
  const next: Entry = { at: now, snapshot: source.read(db, previous), last: previous };
  const map = sources;
  next.snapshot.then(
    (value) => {
      next.last = value;
    },
    () => {
      if (map.get(source.name) === next) map.delete(source.name);
    },
  );
  map.set(source.name, next);
  return next.snapshot as Promise<T>;
}

/** After an import: the next quote in this process reads the active versions again. */
export function forgetActiveRates(db: object): void {
  for (const entry of byDb.get(db)?.values() ?? []) entry.at = Number.NEGATIVE_INFINITY;
}
