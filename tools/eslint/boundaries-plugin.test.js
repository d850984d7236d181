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
    // An instant passed in is not the clock.
    {
      filename: at('packages/shared/src/dates/x.ts'),
      code: 'export const at = (ms: number) => new Date(ms);',
    },
    { filename: at('packages/shared/src/dates/x.ts'), code: 'export const d = (s: string) => dayjs(s);' },
    { filename: at('packages/shared/src/dates/x.test.ts'), code: 'const now = Date.now();' },
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
    // Nothing in shared reads the clock (ADR 0087).
    {
      filename: at('packages/shared/src/x.ts'),
      code: 'const t = Date.now();',
      errors: [{ messageId: 'clock' }],
    },
    {
      filename: at('packages/shared/src/x.ts'),
      code: 'const t = new Date();',
      errors: [{ messageId: 'clock' }],
    },
    { filename: at('packages/shared/src/x.ts'), code: 'const t = Date();', errors: [{ messageId: 'clock' }] },
    {
      filename: at('packages/shared/src/x.ts'),
      code: 'const t = dayjs();',
      errors: [{ messageId: 'clock' }],
    },
    {
      filename: at('packages/shared/src/x.ts'),
      code: 'const t = performance.now();',
      errors: [{ messageId: 'clock' }],
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
    { filename: at('apps/api/src/db/seed.ts'), code: "import { users } from './tables.ts';" },
    // A feature's own lazy import is fine.
    {
      filename: at('apps/web/src/features/contact/x.ts'),
      code: "const dialog = () => import('./components/contact-dialog.tsx');",
    },
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
    // Every table at once, through db/tables.ts, is still the database.
    {
      filename: at('apps/api/src/features/contact/manage-contacts.ts'),
      code: "import { contactRequests } from '../../db/tables.ts';",
      errors: [{ messageId: 'drizzle' }],
    },
    // Re-exporting or lazily importing another feature reaches into it as an import does.
    {
      filename: at('apps/web/src/features/booking/x.ts'),
      code: "export { ContactDialog } from '../contact/components/contact-dialog.tsx';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('apps/web/src/features/booking/x.ts'),
      code: "export * from '../contact/api/contact-api.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('apps/web/src/features/booking/x.ts'),
      code: "const dialog = () => import('#src/features/contact/components/contact-dialog.tsx');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('apps/api/src/features/admin/x.ts'),
      code: "export { listContacts } from '../contact/contact.repository.ts';",
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
