// `npm run audit:production` (security): `npm audit --omit=dev` must report no high or
// critical advisory. Fails (exit 1) on such findings. When the registry's advisory endpoint cannot
// be reached or refuses the request (some mirrors and proxies answer 405), it says so loudly and
// exits 0: no advisory was checked, which is not the same as none found, and CI prints it as such.

import { spawnSync } from 'node:child_process';

const FAILING = ['high', 'critical'];

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  timeout: 180_000,
});

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (counts === undefined) {
  const reason =
    report?.message ?? report?.error?.summary ?? (run.error?.message || run.stderr.trim().split('\n').at(-1));
  console.log('== npm audit: NOT CHECKED. The advisory endpoint of the registry could not be used:');
  console.log(`   ${reason || `npm audit exited with ${String(run.status)} and no report`}`);
  console.log('   No advisory was read, so this run proves nothing about known vulnerabilities.');
  process.exit(0);
}

const summary = Object.entries(counts)
  .filter(([severity]) => severity !== 'total')
  .map(([severity, n]) => `${severity} ${String(n)}`)
  .join(', ');
const failing = FAILING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);

if (failing === 0) {
  console.log(`== npm audit (production dependencies): no high or critical advisory (${summary})`);
  process.exit(0);
}

console.log(`== npm audit (production dependencies): ${String(failing)} high or critical (${summary})`);
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  if (!FAILING.includes(entry.severity)) continue;
  const titles = (entry.via ?? [])
    .map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title} (${via.url})`))
    .join('; ');
  console.log(`   ${entry.severity}: ${name} ${entry.range ?? ''} ${titles}`);
}
console.log('   Fix: upgrade within Node-20-compatible versions, or pin a fixed version under "overrides".');
process.exit(1);
