// The project's ESLint configuration keeps Mantine's core and zod out of the first load's files
// (ADRs 0090, 0107): a file of the shell importing either fails lint; a lazily loaded part may.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const MANTINE = "import { Button } from '@mantine/core';\nexport const a = Button;\n";
const ZOD = "import { z } from 'zod';\nexport const a = z.string();\n";

describe('no Mantine and no zod in the first load', () => {
  it.each([
    'apps/web/src/root.tsx',
    'apps/web/src/routes/site-shell.tsx',
    'apps/web/src/routes/home-page.tsx',
    'apps/web/src/components/ui/first-load.tsx',
    'apps/web/src/content-pages.client.tsx',
    // The first lint loads the whole configuration and its plugins: slow on a busy machine.
  ])(
    '%s may import neither',
    async (file) => {
      expect(await restrictedImports(file, MANTINE)).toEqual([expect.stringContaining('No Mantine')]);
      expect(await restrictedImports(file, ZOD)).toEqual([expect.stringContaining('No zod')]);
    },
    60_000,
  );

  it('a type-only import is erased and allowed', async () => {
    expect(
      await restrictedImports(
        'apps/web/src/routes/site-shell.tsx',
        "import type { z } from 'zod';\nexport type A = z.ZodType;\n",
      ),
    ).toEqual([]);
  });

  it('a part loaded on demand may use Mantine', async () => {
    expect(
      await restrictedImports('apps/web/src/features/layout/components/mobile-menu-drawer.tsx', MANTINE),
    ).toEqual([]);
  });
});
