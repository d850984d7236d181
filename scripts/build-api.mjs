// Builds the API to JavaScript: apps/api/dist/server.js and the commands dist/admin.js,
// dist/backup.js and dist/restore.js (`npm run admin`, `backup`, `restore`), ESM for Node 20. packages/shared (TypeScript source) is bundled in; every other package stays an
// import, resolved from node_modules at run time, so a production install (npm ci --omit=dev)
// runs it without tsx. Data files (migrations, rate tables) are read from apps/api/src.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/api/dist');

const packagesExceptShared = {
  name: 'packages-except-shared',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@brokerage/shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(root, 'apps/api/src/server.ts'),
    admin: path.join(root, 'apps/api/src/cli/admin.ts'),
    backup: path.join(root, 'apps/api/src/cli/backup.ts'),
    restore: path.join(root, 'apps/api/src/cli/restore.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesExceptShared],
  logLevel: 'warning',
});
console.log(`API built to ${path.relative(root, outdir)}`);
