// The insurers' names and which are retired, for quoting and imports: kept in the registry of
// active rate versions (lib/rate-registry.ts, ADR 0101) so a quote never reads the table, with the
// registry's freshness rule; a change by staff in this process forgets it at once (ADR 0097).

import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { activeRates } from '../../lib/rate-registry.ts';
import type { RateSource } from '../../lib/rate-registry.ts';
import { findInsurers } from './insurers.repository.ts';

export interface InsurerDirectory {
  /** Every insurer's name by code, retired ones included (stored quotes still name them). */
  names: ReadonlyMap<string, string>;
  /** Codes of the insurers not retired: new quotes and imports name only these. */
  active: ReadonlySet<string>;
  /**
   * Changes whenever a name or a retirement changes: what depends on them is built again. Short (a
   * hash): quote cache keys carry it.
   */
  signature: string;
}

const insurerSource: RateSource<Db, InsurerDirectory> = {
  name: 'insurers',
  async read(db) {
    const rows = await findInsurers(db);
    return {
      names: new Map(rows.map((r) => [r.code, r.name])),
      active: new Set(rows.filter((r) => r.retiredAt === null).map((r) => r.code)),
      signature: createHash('sha256')
        .update(rows.map((r) => `${r.code}=${r.name}${r.retiredAt === null ? '' : '*'}`).join('\n'))
        .digest('base64url')
        .slice(0, 12),
    };
  },
};

export function insurerDirectory(db: Db, now = Date.now()): Promise<InsurerDirectory> {
  return activeRates(db, insurerSource, now);
}
