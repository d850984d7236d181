// Where the API's files are, the same whether it runs from source (src/...) or from the build
// (dist/server.js): the nearest folder above this module holding a package.json is apps/api.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(from: string): string {
  let dir = path.dirname(from);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** apps/api. */
export const API_ROOT = packageRoot(fileURLToPath(import.meta.url));

/** A path inside apps/api (data files stay in src/ and are read from there by the build too). */
export const apiPath = (...parts: string[]): string => path.join(API_ROOT, ...parts);
