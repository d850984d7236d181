import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPageStylesheets } from './lazy-page-stylesheets.ts';

// In-memory sources: a route that loads two pages lazily.
const FILES: Record<string, string> = {
  '/app/route.tsx':
    "import './route.module.css';\nconst pages = [() => import('./a.tsx'), () => import('./b.tsx')];",
  '/app/a.tsx': [
    "import classes from './a.module.css';",
    "import type { Shape } from './types.ts';",
    "import { part } from './part.tsx';",
    "import { lazy } from 'react';",
    "const Later = lazy(() => import('./later.tsx'));",
  ].join('\n'),
  '/app/b.tsx': "export { part } from './part.tsx';\n// import './commented.module.css';",
  '/app/part.tsx': "import parts from './part.module.css';",
  '/app/types.ts': "import './types.module.css';",
  '/app/later.tsx': "import './later.module.css';",
};

const resolve = async (specifier: string, importer: string) =>
  specifier.startsWith('.')
    ? path.posix.resolve(path.posix.dirname(importer), specifier)
    : `/node_modules/${specifier}`;
const read = async (file: string) => FILES[file] ?? '';

describe('lazyPageStylesheets', () => {
  it("lists the CSS modules the route's lazy pages import statically, however deep", async () => {
    await expect(lazyPageStylesheets('/app/route.tsx', resolve, read)).resolves.toEqual([
      '/app/a.module.css',
      '/app/part.module.css',
    ]);
  });

  it("finds the quote steps' form and results stylesheets in the real route", async () => {
    const web = import.meta.dirname;
    // The project's specifiers as written: `#src/…` and relative, with or without an extension.
    const onDisk = async (specifier: string, importer: string) => {
      const base = specifier.startsWith('#src/')
        ? path.join(web, 'src', specifier.slice('#src/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(importer), specifier)
          : undefined;
      return base === undefined
        ? undefined
        : [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && statSync(file).isFile());
    };
    const files = await lazyPageStylesheets(path.join(web, 'src/routes/quote-step-page.tsx'), onDisk);
    const names = files.map((file) => path.relative(web, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'src/features/life-quote/components/life-quote.module.css',
        'src/features/travel-quote/components/travel-quote.module.css',
        'src/features/lead-forms/components/lead-form.module.css',
        'src/components/ui/result-card.module.css',
      ]),
    );
  });
});
