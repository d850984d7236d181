// Makes sure Debian's Chromium is there before the browser tests run (DEVELOPERS.md).
// Installs it when this process may (root with apt-get); otherwise stops at once and says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

if (isRoot && hasApt) {
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    console.error('Installing chromium with apt-get failed; see the output above.');
    process.exit(1);
  }
  if (existsSync(CHROMIUM)) process.exit(0);
}

console.error(
  [
    `The browser tests need Chromium at ${CHROMIUM}, and it is not there.`,
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
