// Local ESLint rules that keep the architecture's boundaries (ARCHITECTURE.md, "Boundaries").
// Written here rather than pulled from a plugin: the rules are few and specific to this layout.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Absolute path of an import, or null for a bare package import. */
function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  if (source.startsWith('#src/')) {
    const app = /apps\/(web|api)\//.exec(fromFile)?.[1];
    return app ? path.join(ROOT, 'apps', app, 'src', source.slice('#src/'.length)) : null;
  }
  return null;
}

/** { app, feature } when a file lives in apps/<app>/src/features/<feature>/. */
function featureOf(file) {
  const m = /apps\/(web|api)\/src\/features\/([^/]+)\//.exec(path.relative(ROOT, file));
  return m ? { app: m[1], feature: m[2] } : null;
}

// An allow-list, not a deny-list: anything new must be added here on purpose (ARCHITECTURE.md).
const SHARED_ALLOWED = /^(zod|dayjs|libphonenumber-js)(\/|$)|^@brokerage\/shared\//;
const SHARED_TEST_ALLOWED = /^(vitest|fast-check)(\/|$)/;

const sharedIsPure = {
  meta: {
    type: 'problem',
    messages: {
      impure:
        "packages/shared stays pure TypeScript and zod: '{{source}}' is not on its allow-list (tools/eslint/boundaries-plugin.js).",
      clock:
        'packages/shared never reads the clock ({{what}}): take the instant or today as a parameter (ADR 0087).',
    },
  },
  create(context) {
    const isTest = /\.test\.tsx?$/.test(context.filename);
    const clock = (node, what) => {
      if (!isTest) context.report({ node, messageId: 'clock', data: { what } });
    };
    const allowed = (s) =>
      s.startsWith('./') ||
      s.startsWith('../') ||
      SHARED_ALLOWED.test(s) ||
      (isTest && SHARED_TEST_ALLOWED.test(s));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && !allowed(source))
        context.report({ node, messageId: 'impure', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      "CallExpression[callee.object.name='Date'][callee.property.name='now']": (node) =>
        clock(node, 'Date.now()'),
      "CallExpression[callee.object.name='performance'][callee.property.name='now']": (node) =>
        clock(node, 'performance.now()'),
      "NewExpression[callee.name='Date'][arguments.length=0]": (node) => clock(node, 'new Date()'),
      "CallExpression[callee.name='Date']": (node) => clock(node, 'Date()'),
      "CallExpression[callee.name='dayjs'][arguments.length=0]": (node) => clock(node, 'dayjs()'),
    };
  },
};

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "Feature '{{from}}' may not reach into feature '{{to}}'; compose features in routes/ instead.",
      repository: "Feature '{{from}}' may not use another feature's repository ({{to}}); call its use case.",
      upward: 'components/ and lib/ may not import from features/ or routes/.',
      drizzle: 'Only *.repository.ts files and db/ may touch the database.',
    },
  },
  create(context) {
    const file = context.filename;
    const rel = path.relative(ROOT, file);
    const own = featureOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      // Anywhere in apps/api: only repositories and db/ (tests may read tables to check them).
      const mayTouchDb =
        !rel.startsWith('apps/api/') ||
        /\.repository\.ts$/.test(rel) ||
        rel.startsWith('apps/api/src/db/') ||
        /\.test\.ts$/.test(rel) ||
        rel.startsWith('apps/api/src/test/') ||
        rel.startsWith('apps/api/reliability/');
      if (
        !mayTouchDb &&
        (/^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/.test(source) ||
          (target && /apps\/api\/src\/db\/(schema|tables)/.test(target)))
      ) {
        context.report({ node, messageId: 'drizzle' });
      }
      if (!target) return;
      const other = featureOf(target + '/');
      if (own && other && own.app === other.app && own.feature !== other.feature) {
        if (own.app === 'web')
          context.report({
            node,
            messageId: 'crossFeature',
            data: { from: own.feature, to: other.feature },
          });
        else if (/\.repository(\.ts)?$/.test(target))
          context.report({ node, messageId: 'repository', data: { from: own.feature, to: other.feature } });
      }
      if (
        /^apps\/web\/src\/(components|lib)\//.test(rel) &&
        /apps\/web\/src\/(features|routes)\//.test(target)
      ) {
        context.report({ node, messageId: 'upward' });
      }
    };
    // Re-exports and dynamic `import()` reach another feature as surely as an import does.
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// The module graph of the repository's own files, built from their import lines (value imports
// only: `import type` is erased at build time and cannot form a runtime cycle). Read once per
// lint run; a file's imports are parsed the first time the graph reaches it.
const IMPORT_LINE = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const importsByFile = new Map();

/** The repository file an import names, or null for a package or a file that is not there. */
export function resolveSourceFile(fromFile, source) {
  let base = resolveImport(fromFile, source);
  if (!base && source.startsWith('@brokerage/shared/'))
    base = path.join(ROOT, 'packages/shared/src', source.slice('@brokerage/shared/'.length));
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  return null;
}

function valueImportsOf(file) {
  let found = importsByFile.get(file);
  if (found) return found;
  found = [];
  importsByFile.set(file, found);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const match of text.matchAll(IMPORT_LINE)) {
    if (match[2]) continue;
    const target = resolveSourceFile(file, match[3]);
    if (target) found.push(target);
  }
  return found;
}

/** The import path from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of valueImportsOf(file)) if (!seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

// Features of the API depend one way (ARCHITECTURE.md): admin calls other features' use cases and
// no feature imports admin back. Edges come from every non-test file of a feature.
let featureGraph = null;
function apiFeatureGraph() {
  if (featureGraph) return featureGraph;
  featureGraph = new Map();
  const dir = path.join(ROOT, 'apps/api/src/features');
  for (const feature of fs.readdirSync(dir)) {
    const edges = new Set();
    const folder = path.join(dir, feature);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const name of fs.readdirSync(folder, { recursive: true })) {
      const file = path.join(folder, String(name));
      if (!/\.ts$/.test(file) || /\.test\.ts$|test-|-test/.test(path.basename(file))) continue;
      for (const target of valueImportsOf(file)) {
        const other = featureOf(target);
        if (other?.app === 'api' && other.feature !== feature) edges.add(other.feature);
      }
    }
    featureGraph.set(feature, edges);
  }
  return featureGraph;
}

/** The feature path from `start` back to `goal`, or null. */
function featurePathBack(start, goal) {
  const graph = apiFeatureGraph();
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [feature, trail] = stack.pop();
    if (feature === goal) return trail;
    if (seen.has(feature)) continue;
    seen.add(feature);
    for (const next of graph.get(feature) ?? []) if (!seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    messages: {
      cycle:
        'Import cycle: {{trail}}. Move what both sides need to a module they both import (one-way dependencies).',
      featureCycle:
        'Feature cycle: {{trail}}. Features depend one way: move what both need to a feature or lib/ module they both import.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveSourceFile(file, source);
      if (!target || target === file) return;
      const trail = pathBack(target, file);
      if (trail) {
        context.report({
          node,
          messageId: 'cycle',
          data: { trail: [file, ...trail].map((f) => path.relative(ROOT, f)).join(' -> ') },
        });
        return;
      }
      const own = featureOf(file);
      const other = featureOf(target);
      if (own?.app !== 'api' || other?.app !== 'api' || own.feature === other.feature) return;
      if (/\.test\.ts$/.test(file)) return;
      const back = featurePathBack(other.feature, own.feature);
      if (back)
        context.report({
          node,
          messageId: 'featureCycle',
          data: { trail: [own.feature, ...back].join(' -> ') },
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const boundariesPlugin = {
  rules: { 'shared-is-pure': sharedIsPure, 'feature-boundaries': featureBoundaries, 'no-cycle': noCycle },
};
