import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { boundariesPlugin } from './boundaries-plugin.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const { rules } = boundariesPlugin;

tester.run('shared-is-pure', rules['shared-is-pure'], {
  valid: [
    { filename: at('packages/shared/src/money/x.ts'), code: "import { z } from 'zod';" },
    { filename: at('packages/shared/src/money/x.ts'), code: "import { a } from '../dates/civil-date.ts';" },
    { filename: at('packages/shared/src/money/x.ts'), code: "import dayjs from 'dayjs';" },
    { filename: at('packages/shared/src/money/x.test.ts'), code: "import { it } from 'vitest';" },
  ],
  invalid: [
    {
      filename: at('packages/shared/src/x.ts'),
      code: "import ExcelJS from 'exceljs';",
      errors: [{ messageId: 'impure' }],
    },
    {
      filename: at('packages/shared/src/x.ts'),
      code: "import fs from 'node:fs';",
      errors: [{ messageId: 'impure' }],
    },
    {
      filename: at('packages/shared/src/x.ts'),
      code: "export * from 'react';",
      errors: [{ messageId: 'impure' }],
    },
    {
      filename: at('packages/shared/src/x.ts'),
      code: "import { it } from 'vitest';",
      errors: [{ messageId: 'impure' }],
    },
  ],
});

tester.run('feature-boundaries', rules['feature-boundaries'], {
  valid: [
    {
      filename: at('apps/api/src/features/contact/contact.repository.ts'),
      code: "import { eq } from 'drizzle-orm';",
    },
    { filename: at('apps/api/src/db/transaction.ts'), code: "import { sql } from 'drizzle-orm';" },
    { filename: at('apps/api/src/features/contact/x.test.ts'), code: "import { sql } from 'drizzle-orm';" },
  ],
  invalid: [
    {
      filename: at('apps/api/src/lib/x.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [{ messageId: 'drizzle' }],
    },
    {
      filename: at('apps/api/src/plugins/x.ts'),
      code: "import { users } from '../db/schema/accounts.ts';",
      errors: [{ messageId: 'drizzle' }],
    },
    { filename: at('apps/api/src/app.ts'), code: "import pg from 'pg';", errors: [{ messageId: 'drizzle' }] },
    {
      filename: at('apps/api/src/features/admin/x.ts'),
      code: "import { a } from '../contact/contact.repository.ts';",
      errors: [{ messageId: 'repository' }],
    },
  ],
});

// Files of a throwaway folder that import each other: a -> b -> a.
const dir = mkdtempSync(path.join(tmpdir(), 'no-cycle-'));
writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = 1;\n");
writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = a;\n");
writeFileSync(path.join(dir, 'c.ts'), "import type { a } from './a.ts';\nexport const c = 1;\n");
writeFileSync(path.join(dir, 'd.ts'), 'export const d = 1;\n');

tester.run('no-cycle', rules['no-cycle'], {
  valid: [
    { filename: path.join(dir, 'd.ts'), code: "import { c } from './c.ts';" },
    // A type-only import is erased: no runtime cycle.
    { filename: path.join(dir, 'a.ts'), code: "import type { c } from './c.ts';" },
    // admin calls other features' use cases: one way.
    {
      filename: at('apps/api/src/features/admin/x.ts'),
      code: "import { a } from '../contact/manage-contacts.ts';",
    },
  ],
  invalid: [
    {
      filename: path.join(dir, 'a.ts'),
      code: "import { b } from './b.ts';",
      errors: [{ messageId: 'cycle' }],
    },
    {
      // The audit feature importing admin would close admin -> audit -> admin.
      filename: at('apps/api/src/features/audit/x.ts'),
      code: "import { adminRoutes } from '../admin/routes.ts';",
      errors: [{ messageId: 'featureCycle' }],
    },
  ],
});
