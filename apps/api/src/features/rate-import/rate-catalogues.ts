// The one mechanism of staged rate versions (ADRs 0097, 0116): for the travel tables and for each
// life product alike, a version is stored inactive, previewed against the rates in use (plans
// added, removed, sample prices that move), then made active; an earlier version can be made
// active again (versions never change, ADR 0061: only the active flag moves). Each catalogue says
// where its plans are and how a plan is priced at a sample age; the rest is shared.

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { PREVIEW_SAMPLE_AGES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type {
  RateCatalogue,
  RatePreview,
  RateVersionEntry,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { compareRatePlans } from '@brokerage/shared/rate-import/rate-preview';
import type { ComparedPlan } from '@brokerage/shared/rate-import/rate-preview';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import {
  LIFE_PRICE_BASIS,
  activateLifeRates,
  lifeSampleAges,
  lifeSampleCents,
  lifeVersionPlans,
  listLifeVersions,
} from '../life-quote/import-life-rate-sheet.ts';
import {
  TRAVEL_PRICE_BASIS,
  activateTravelRates,
  listTravelVersions,
  travelEligibilityWords,
  travelSampleCents,
  travelVersionPlans,
} from '../travel-quote/import-travel-rate-sheets.ts';

interface CatalogueSource<P extends ComparedPlan> {
  label: string;
  priceBasis: string;
  sampleAges: readonly number[];
  priceCents: (plan: P, age: number) => number | null;
  eligibilityWords?: (plan: P) => readonly string[];
  plans: (db: Db, version: string) => Promise<{ before: P[]; after: P[] } | null>;
  versions: (db: Db) => Promise<RateVersionEntry[]>;
  activate: (db: Db, version: string) => Promise<void>;
}

/** A catalogue's staged versions: list them, preview one, make one active. */
export interface StagedRates {
  versions(db: Db): Promise<RateVersionEntry[]>;
  preview(db: Db, version: string): Promise<RatePreview>;
  activate(db: Db, version: string): Promise<void>;
}

function stagedRates<P extends ComparedPlan>(name: RateCatalogue, source: CatalogueSource<P>): StagedRates {
  const missing = (version: string) =>
    new AppError('NOT_FOUND', `There is no version ${version} of the ${source.label} rates`);
  return {
    versions: source.versions,
    activate: source.activate,
    async preview(db, version) {
      const [plans, versions, insurers] = await Promise.all([
        source.plans(db, version),
        source.versions(db),
        insurerDirectory(db),
      ]);
      const row = versions.find((v) => v.version === version);
      if (plans === null || row === undefined) throw missing(version);
      return {
        catalogue: name,
        version,
        coversInsurer: row.coversInsurer,
        active: row.active,
        priceBasis: source.priceBasis,
        sampleAges: [...source.sampleAges],
        ...compareRatePlans({
          ...plans,
          sampleAges: source.sampleAges,
          priceCents: source.priceCents,
          ...(source.eligibilityWords === undefined ? {} : { eligibilityWords: source.eligibilityWords }),
          insurerName: (code) => insurers.names.get(code) ?? code,
        }),
      };
    },
  };
}

const travel = stagedRates('travel', {
  label: 'travel',
  priceBasis: TRAVEL_PRICE_BASIS,
  sampleAges: PREVIEW_SAMPLE_AGES,
  priceCents: travelSampleCents,
  eligibilityWords: travelEligibilityWords,
  plans: travelVersionPlans,
  versions: listTravelVersions,
  activate: activateTravelRates,
});

const life = (product: LifeQuoteSlug) =>
  stagedRates(product, {
    label: product,
    priceBasis: LIFE_PRICE_BASIS,
    sampleAges: lifeSampleAges(product),
    priceCents: lifeSampleCents,
    plans: (db, version) => lifeVersionPlans(db, product, version),
    versions: (db) => listLifeVersions(db, product),
    activate: (db, version) => activateLifeRates(db, product, version),
  });

/** The staged versions of the travel tables or of one life product's table. */
export function ratesOf(catalogue: RateCatalogue): StagedRates {
  return catalogue === 'travel' ? travel : life(catalogue);
}
