// What the documents' check reads: the repository's files, the paths a Markdown text names in
// backticks, and which ADRs are in force (tools/docs/documents.test.js).
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'build',
  'dist',
  'data',
  'test-results',
  '.react-router',
]);

function repositoryFiles(dir = ROOT, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) repositoryFiles(path.join(dir, entry.name), found);
    } else found.push(path.relative(ROOT, path.join(dir, entry.name)).split(path.sep).join('/'));
  }
  return found;
}

const FILES = repositoryFiles();
const FOLDERS = new Set(
  FILES.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const BASENAMES = new Set(FILES.map((file) => file.split('/').pop()));

const EXTENSION = /\.(ts|tsx|js|mjs|md|sql|csv|json|sh|css)$/;

/**
 * The file and folder paths a document names in backticks: `apps/api/src/app.ts`, `lib/rate-csv.ts`,
 * `features/staff-inbox/`. Site paths (`/admin/inbox`), packages, placeholders (`<feature>`, `*`)
 * and build output are not files of the repository.
 */
export function namedPaths(markdown) {
  const names = new Set();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    if (!/^[\w.@/-]+$/.test(token) || token.startsWith('/') || token.startsWith('@') || token.includes('..'))
      continue;
    // Build output, the data folder and folders named by their variable (`DATA_DIR/mail/`).
    if (/(^|\/)(dist|build)\//.test(token) || /^(data|[A-Z_]+)\//.test(token)) continue;
    const isFile = EXTENSION.test(token) && !token.startsWith('.');
    const isFolder = token.endsWith('/') && token.length > 1;
    if (isFile || isFolder) names.add(token);
  }
  return [...names];
}

/** A name exists when a repository file or folder ends with it (names may be relative to a package). */
export function exists(name) {
  const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
  if (!clean.includes('/'))
    return BASENAMES.has(clean) || FOLDERS.has(clean) || [...FOLDERS].some((f) => f.endsWith(`/${clean}`));
  if (FILES.includes(clean) || FOLDERS.has(clean)) return true;
  return FILES.some((f) => f.endsWith(`/${clean}`)) || [...FOLDERS].some((f) => f.endsWith(`/${clean}`));
}

export const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

export const ADRS = fs
  .readdirSync(path.join(ROOT, 'docs/decisions'))
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .map((name) => `docs/decisions/${name}`);
// An ADR whose opening lines say it is superseded is history: it may name what no longer exists.
export const inForce = (file) =>
  !/^Status: superseded by/im.test(read(file).split('\n').slice(0, 6).join('\n'));
export const ADRS_IN_FORCE = ADRS.filter(inForce);
