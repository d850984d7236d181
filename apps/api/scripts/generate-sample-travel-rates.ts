// Generates the SAMPLE travel rate tables (N8) as CSV files under src/db/travel-rates/.
// No public source publishes insurers' real rate sheets, so these figures are illustrative only,
// built from one formula per product family; every file says `source: sample`. Run once and commit
// the output: `node --import tsx apps/api/scripts/generate-sample-travel-rates.ts`.
// The output is deterministic: running it again with the same VERSION writes the same files.
// The plans are in sample-travel-plans.ts, their base rates in sample-travel-base-rates.ts and the
// tables built from both in sample-travel-rate-tables.ts.

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleTravelRateFiles } from './sample-travel-rate-tables.ts';

const VERSION = 'sample-2026-11-27';
const OUT_DIR = fileURLToPath(new URL('../src/db/travel-rates/', import.meta.url));

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const files = sampleTravelRateFiles(VERSION);
  for (const [name, content] of Object.entries(files)) writeFileSync(`${OUT_DIR}${name}`, content);
  console.log(`wrote ${Object.keys(files).length} files to ${OUT_DIR}`);
}

main();
