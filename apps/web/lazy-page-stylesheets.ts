import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

// ADR 0122: a route that picks its page and loads it lazily (routes/quote-step-page.tsx) links its
// pages' stylesheets itself, so a prerendered form or results frame paints with them (critical
// CSS) instead of moving when its page's code brings them. `virtual:lazy-page-stylesheets` is that
// list, read from the source at build time (ADR 0125): every CSS module the importing route's
// lazily imported pages import statically, however deep. A hand-kept list went stale.

export const LAZY_PAGE_STYLESHEETS_ID = 'virtual:lazy-page-stylesheets';
const RESOLVED_PREFIX = `\0${LAZY_PAGE_STYLESHEETS_ID}:`;

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
/** `import x from '…'`, `import '…'`, `export … from '…'`; not `import type` or `export type`. */
const STATIC_IMPORT = /\b(?:import|export)(?!\s+type\b)\s*(?:[^'";()]*?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

type Resolve = (specifier: string, importer: string) => Promise<string | undefined>;

const specifiers = (code: string, pattern: RegExp) =>
  [...code.replace(COMMENTS, '').matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * The CSS modules (absolute paths, sorted) that the modules `route` imports with `import()` import
 * statically, following the project's own modules (not packages).
 */
export async function lazyPageStylesheets(
  route: string,
  resolve: Resolve,
  read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
): Promise<string[]> {
  const own = async (specifier: string, importer: string) => {
    const id = (await resolve(specifier, importer))?.split('?')[0];
    return id === undefined || id.includes('/node_modules/') ? undefined : id;
  };
  const queue: string[] = [];
  for (const specifier of specifiers(await read(route), DYNAMIC_IMPORT)) {
    const page = await own(specifier, route);
    if (page !== undefined) queue.push(page);
  }
  const visited = new Set<string>();
  const stylesheets = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (visited.has(file)) continue;
    visited.add(file);
    for (const specifier of specifiers(await read(file), STATIC_IMPORT)) {
      const id = await own(specifier, file);
      if (id === undefined) continue;
      if (id.endsWith('.module.css')) stylesheets.add(id);
      else if (/\.[cm]?[jt]sx?$/.test(id)) queue.push(id);
    }
  }
  return [...stylesheets].sort();
}

/** Serves `virtual:lazy-page-stylesheets`: the importer's lazy pages' CSS modules (their class maps). */
export function lazyPageStylesheetsPlugin(): Plugin {
  return {
    name: 'brokerage:lazy-page-stylesheets',
    resolveId(id, importer) {
      if (id !== LAZY_PAGE_STYLESHEETS_ID || importer === undefined) return undefined;
      return `${RESOLVED_PREFIX}${importer.split('?')[0]}`;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const route = id.slice(RESOLVED_PREFIX.length);
      const files = await lazyPageStylesheets(route, async (specifier, importer) => {
        const resolved = await this.resolve(specifier, importer, { skipSelf: true });
        return resolved === null || resolved.external ? undefined : resolved.id;
      });
      return [
        ...files.map((file, index) => `import s${index} from ${JSON.stringify(file)};`),
        `export default [${files.map((_, index) => `s${index}`).join(', ')}];`,
      ].join('\n');
    },
  };
}
