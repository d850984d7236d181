// The insurers' names, which are retired, the public list and the logos, for quoting, imports and
// the public insurer calls: kept in the registry of active rate versions (lib/rate-registry.ts, ADR
// 0101) so neither a quote nor GET /api/insurers reads the table, with the registry's freshness
// rule; a change by staff in this process forgets it at once (ADRs 0097, 0117).

import { createHash } from 'node:crypto';
import type { PublicInsurer } from '@brokerage/shared/insurers/insurer-schemas';
import type { Db } from '../../db/client.ts';
import { activeRates } from '../../lib/rate-registry.ts';
import type { RateSource } from '../../lib/rate-registry.ts';
import { findInsurers } from './insurers.repository.ts';
import { logoImage } from './logo-image.ts';
import type { LogoImage } from './logo-image.ts';

export interface InsurerDirectory {
  /** Every insurer's name by code, retired ones included (stored quotes still name them). */
  names: ReadonlyMap<string, string>;
  /** Codes of the insurers not retired: new quotes and imports name only these. */
  active: ReadonlySet<string>;
  /** The insurers not retired, as the public call answers them (logo as its cacheable URL). */
  publicList: readonly PublicInsurer[];
  /** Each insurer's logo URL by code (null without one), retired ones included. */
  logoUrls: ReadonlyMap<string, string | null>;
  /** The logo images by code, served by GET /api/insurers/:code/logo. */
  logos: ReadonlyMap<string, LogoImage>;
  /**
   * Changes whenever a name, a logo or a retirement changes: what depends on them is built again.
   * Short (a hash): quote cache keys carry it.
   */
  signature: string;
}

/** Versioned by the image's hash, so the URL can be cached for good. */
export const logoPath = (code: string, image: LogoImage) => `/api/insurers/${code}/logo?v=${image.version}`;

const insurerSource: RateSource<Db, InsurerDirectory> = {
  name: 'insurers',
  async read(db) {
    const rows = await findInsurers(db);
    const logos = new Map<string, LogoImage>();
    for (const row of rows) {
      const image = logoImage(row.logoUrl);
      if (image !== null) logos.set(row.code, image);
    }
    const logoUrls = new Map(
      rows.map((r) => {
        const image = logos.get(r.code);
        return [r.code, image === undefined ? null : logoPath(r.code, image)] as const;
      }),
    );
    return {
      names: new Map(rows.map((r) => [r.code, r.name])),
      active: new Set(rows.filter((r) => r.retiredAt === null).map((r) => r.code)),
      publicList: rows
        .filter((r) => r.retiredAt === null)
        .map(({ code, name, website, disclosures }) => ({
          code,
          name,
          website,
          disclosures,
          logoUrl: logoUrls.get(code) ?? null,
        })),
      logoUrls,
      logos,
      signature: createHash('sha256')
        .update(
          rows
            .map(
              (r) =>
                `${r.code}=${r.name}${r.retiredAt === null ? '' : '*'}${logos.get(r.code)?.version ?? ''}`,
            )
            .join('\n'),
        )
        .digest('base64url')
        .slice(0, 12),
    };
  },
};

export function insurerDirectory(db: Db, now = Date.now()): Promise<InsurerDirectory> {
  return activeRates(db, insurerSource, now);
}

/** An insurer's name by code where the directory is at hand; the code when it is unknown. */
export const nameOf = (directory: InsurerDirectory, code: string): string =>
  directory.names.get(code) ?? code;
