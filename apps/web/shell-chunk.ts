import path from 'node:path';
import type { Plugin } from 'vite';

// ADR 0082: home starts at most 15 requests before its first paint. React Router's route
// modules are all entries of one graph, so automatic chunking cut the shell into dozens of shared
// chunks, and grouping by package or by share count pulled other pages' code into the first load
// (ADR 0081). This groups the modules the shell imports statically (the client entry, the root
// route, the site layout, and what they import) into one chunk: every prerendered page loads all of
// them anyway, and none of them is another page's code.
//
// A package's index file that only re-exports (Mantine's, TanStack Query's) is not followed as a
// whole, or every Mantine component would join the shell: only the names the importer takes from it
// are followed to the files that define them.

const CLIENT_ROUTE_QUERY = '?__react-router-build-client-route';

/** Route files (relative to the app directory) whose static imports every page loads. */
const SHELL_ROUTES = ['root.tsx', 'routes/site-layout.tsx'];

const IMPORT_FROM = /\b(import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

export interface ShellChunk {
  plugin: Plugin;
  /** The `test` of the shell's code-splitting group: true for a module of the shell's static graph. */
  test: (id: string) => boolean;
}

interface Binding {
  /** The name the importer takes, or null for a namespace, default or `export *` (follow all). */
  names: string[] | null;
  specifier: string;
}

/** What a module imports or re-exports, per specifier. */
function bindings(code: string): Binding[] {
  const out: Binding[] = [];
  for (const [, , clause = '', specifier = ''] of code.matchAll(IMPORT_FROM)) {
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    out.push({
      specifier,
      names: named
        ? (named[1] ?? '')
            .split(',')
            .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
            .filter((name) => name !== '' && !name.startsWith('type '))
        : null,
    });
  }
  return out;
}

/** A file of imports and re-exports only. */
function isBarrel(code: string): boolean {
  return (
    code
      .replace(COMMENTS, '')
      .replace(IMPORT_FROM, '')
      .replace(/\bexport\s*\{[^}]*\}\s*;?/g, '')
      .replace(/["']use client["'];?/g, '')
      .replace(/;/g, '')
      .trim() === ''
  );
}

interface BarrelMap {
  /** Exported name -> the module that defines it and its name there ('*': the whole module). */
  named: Map<string, { id: string; name: string }>;
  /** Modules re-exported with `export * from`. */
  stars: string[];
}

/** What a barrel re-exports, and from where. */
function barrelMap(code: string, barrelId: string): BarrelMap {
  const local = new Map<string, { id: string; name: string }>();
  const named = new Map<string, { id: string; name: string }>();
  const stars: string[] = [];
  for (const [, keyword, clause = '', specifier = ''] of code.matchAll(IMPORT_FROM)) {
    if (!specifier.startsWith('.')) continue;
    const id = path.resolve(path.dirname(barrelId), specifier);
    const star = /^\*\s*(?:as\s+([\w$]+))?$/.exec(clause.trim());
    if (star) {
      if (star[1] === undefined) stars.push(id);
      else (keyword === 'import' ? local : named).set(star[1], { id, name: '*' });
      continue;
    }
    const list = /^\{([\s\S]*)\}$/.exec(clause.trim());
    for (const part of (list?.[1] ?? '').split(',')) {
      const [from = '', as = from] = part.trim().split(/\s+as\s+/);
      if (from === '') continue;
      (keyword === 'import' ? local : named).set(as.trim(), { id, name: from.trim() });
    }
  }
  for (const [, list = ''] of code.replace(IMPORT_FROM, '').matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const part of list.split(',')) {
      const [from = '', as = from] = part.trim().split(/\s+as\s+/);
      const target = local.get(from.trim());
      if (target) named.set(as.trim(), target);
    }
  }
  return { named, stars };
}

/** Whether `specifier`, written in `importerId`, names the module `id`. */
function names(specifier: string, importerId: string, id: string): boolean {
  const bare = id.split('?')[0] ?? id;
  if (specifier.startsWith('.')) {
    const resolved = path.resolve(path.dirname(importerId.split('?')[0] ?? importerId), specifier);
    return bare === resolved || bare.startsWith(`${resolved}.`) || bare.startsWith(`${resolved}/index.`);
  }
  return bare.includes(`${path.sep}node_modules${path.sep}${specifier.split('/').join(path.sep)}${path.sep}`);
}

export function shellChunk(appDirectory: string): ShellChunk {
  const shell = new Set<string>();
  const routeIds = new Set(SHELL_ROUTES.map((file) => path.resolve(appDirectory, file) + CLIENT_ROUTE_QUERY));

  const plugin: Plugin = {
    name: 'brokerage:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear();
      if (this.environment.name !== 'client') return;
      const known = new Set(this.getModuleIds());
      // React Router's client entry (its default file: the app has none of its own).
      const isClientEntry = (id: string) => /[\\/]entry\.client\.[jt]sx?$/.test(id);
      const start = [...known].filter((id) => routeIds.has(id) || isClientEntry(id));
      if (start.length !== SHELL_ROUTES.length + 1) {
        this.error(`shell-chunk: expected the client entry and ${SHELL_ROUTES.join(', ')} among the modules`);
      }
      const barrels = new Map<string, BarrelMap | null>();
      const barrelOf = (id: string) => {
        if (!barrels.has(id)) {
          const code = this.getModuleInfo(id)?.code ?? null;
          barrels.set(
            id,
            code !== null && id.includes('node_modules') && isBarrel(code) ? barrelMap(code, id) : null,
          );
        }
        return barrels.get(id) ?? null;
      };

      const visited = new Set<string>();
      const queue = [...start];
      // The module that defines `name`, found through nested barrels ('*': that whole module).
      const resolve = (
        barrelId: string,
        name: string,
        depth = 0,
      ): { id: string; name: string } | undefined => {
        const map = barrelOf(barrelId);
        if (!map || depth > 8) return undefined;
        const direct = map.named.get(name);
        if (direct && known.has(direct.id)) {
          if (direct.name === '*' || !barrelOf(direct.id)) return direct;
          return resolve(direct.id, direct.name, depth + 1);
        }
        for (const star of map.stars.filter((id) => known.has(id))) {
          if (barrelOf(star)) {
            const found = resolve(star, name, depth + 1);
            if (found) return found;
          } else if (this.getModuleInfo(star)?.exports.includes(name)) {
            return { id: star, name };
          }
        }
        return undefined;
      };

      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (visited.has(id)) continue;
        visited.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const map = barrelOf(id);
        if (map) {
          // Reached as a whole (namespace import, unknown name): keep every re-exported module.
          queue.push(...info.importedIds);
          continue;
        }
        // The entry's own code (it hydrates at once) stays in its chunk, so hydration starts when
        // the entry is imported, after the route modules; what it imports is the shell's.
        if (!isClientEntry(id)) shell.add(id);
        const taken = bindings(info.code ?? '');
        for (const imported of info.importedIds) {
          if (!barrelOf(imported)) {
            queue.push(imported);
            continue;
          }
          const uses = taken.filter((binding) => names(binding.specifier, id, imported));
          if (uses.length === 0 || uses.some((binding) => binding.names === null)) {
            queue.push(imported);
            continue;
          }
          for (const name of uses.flatMap((binding) => binding.names ?? [])) {
            // A name not found keeps the whole barrel (never too little in the shell).
            queue.push(resolve(imported, name)?.id ?? imported);
          }
        }
      }
    },
  };

  return { plugin, test: (id) => shell.has(id) };
}
