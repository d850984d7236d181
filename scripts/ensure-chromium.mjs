// Makes sure the system tools the tests use are there before they run: Debian's Chromium for the
// browser tests and poppler's pdftotext, which reads the application PDFs back. Installs what is
// missing when this process may (root with apt-get); otherwise stops at once and says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const needed = [
  { name: 'Chromium', there: () => existsSync(CHROMIUM), debianPackage: 'chromium', at: CHROMIUM },
  { name: 'pdftotext', there: () => onPath('pdftotext'), debianPackage: 'poppler-utils', at: 'PATH' },
];
const missing = needed.filter((tool) => !tool.there());
if (missing.length === 0) process.exit(0);

const packages = missing.map((tool) => tool.debianPackage).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && onPath('apt-get')) {
  console.log(`${missing.map((t) => t.name).join(' and ')} not found; installing Debian's ${packages}...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Installing ${packages} with apt-get failed; see the output above.`);
    process.exit(1);
  }
  if (missing.every((tool) => tool.there())) process.exit(0);
}

console.error(
  [
    ...missing.map((tool) => `The tests need ${tool.name} (${tool.at}), and it is not there.`),
    `Install it with:  sudo apt-get update && sudo apt-get install -y ${packages}`,
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
