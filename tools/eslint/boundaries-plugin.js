// Local ESLint rules that keep the architecture's boundaries (ARCHITECTURE.md, "Boundaries").
// Written here rather than pulled from a plugin: the rules are few and specific to this layout.
import path from 'node:path';
import { builtinModules } from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

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

const sharedIsPure = {
  meta: {
    type: 'problem',
    messages: { impure: "packages/shared stays pure TypeScript and zod: '{{source}}' is not allowed here." },
  },
  create(context) {
    const banned = (s) =>
      NODE_BUILTINS.has(s) ||
      /^(react|react-dom|react-router|@mantine|@tanstack|fastify|@fastify|drizzle-orm|pg|@electric-sql|nodemailer)(\/|$)/.test(
        s,
      ) ||
      s.startsWith('@brokerage/api') ||
      s.startsWith('@brokerage/web') ||
      /(^|\/)apps\//.test(s);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source === 'string' && banned(source))
          context.report({ node, messageId: 'impure', data: { source } });
      },
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
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string') return;
        const target = resolveImport(file, source);
        const isApiFeatureFile = own?.app === 'api' && !rel.endsWith('.test.ts');
        if (
          isApiFeatureFile &&
          !/\.repository\.ts$/.test(rel) &&
          (/^drizzle-orm(\/|$)/.test(source) || (target && /apps\/api\/src\/db\/schema/.test(target)))
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
      },
    };
  },
};

export const boundariesPlugin = {
  rules: { 'shared-is-pure': sharedIsPure, 'feature-boundaries': featureBoundaries },
};
