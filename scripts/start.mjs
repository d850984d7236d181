// `npm start`: builds the site with its full output kept in build.log (a few hundred lines, and
// the React Router plugin's repeated `envFile` deprecation notice, which is not ours to patch),
// prints a short summary, then serves it like `npm run serve`. A failed build prints the end of
// the log. Ctrl+C (or SIGTERM) reaches the server, which shuts down gracefully; this script then
// exits with the server's code.

import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOG = path.join(ROOT, 'build.log');
const CLIENT = path.join(ROOT, 'apps/web/build/client');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Every file under `dir`, with its size. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, bytes: statSync(file).size };
    });
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function build() {
  return new Promise((resolve) => {
    const log = createWriteStream(LOG);
    const child = spawn(npm, ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

const started = Date.now();
process.stdout.write(`Building the site (full output in ${path.relative(process.cwd(), LOG) || LOG})…\n`);
const code = await build();
if (code !== 0) {
  const lines = readFileSync(LOG, 'utf8').trimEnd().split('\n');
  process.stderr.write(
    `${lines.slice(-40).join('\n')}\n\nThe build failed (exit ${code}); the whole output is in ${LOG}.\n`,
  );
  process.exit(code);
}
const files = filesUnder(CLIENT);
const pages = files.filter((f) => f.file.endsWith('.html')).length;
const scripts = files.filter((f) => f.file.endsWith('.js'));
process.stdout.write(
  [
    `Built in ${Math.round((Date.now() - started) / 1000)} s: ${pages} pages prerendered, ` +
      `${scripts.length} scripts (${megabytes(scripts.reduce((sum, f) => sum + f.bytes, 0))}) in apps/web/build/client, ` +
      'the server in apps/api/dist.',
    'Starting the server: Ctrl+C stops it; `npm run serve` starts it again without building.',
    '',
  ].join('\n'),
);

// The terminal sends Ctrl+C to the server too; this script waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
