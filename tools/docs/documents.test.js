// The documents a newcomer reads stay true to the repository: every file ARCHITECTURE.md, the
// development and operations guides and the ADRs in force name exists, and none of them cites a
// work-item number, which no one holding only the repository can look up (docs/development.md,
// "Conventions"). Reads files only: fast enough for every test run.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADRS, ADRS_IN_FORCE, exists, inForce, namedPaths, read } from './document-paths.js';

// docs/benchmarks.md keeps the history of each run; the others describe the code as it stands.
const DOCUMENTS = [
  'README.md',
  'ARCHITECTURE.md',
  'docs/development.md',
  'docs/operations.md',
  'docs/requirements.md',
];
const WORK_ITEM = /\b(issues?|work items?) \d+/i;

describe('documents', () => {
  it.each([...DOCUMENTS, ...ADRS_IN_FORCE])('%s names only files the repository has', (file) => {
    const missing = namedPaths(read(file)).filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });

  it.each([...DOCUMENTS, ...ADRS_IN_FORCE])('%s cites no work-item number', (file) => {
    const lines = read(file)
      .split('\n')
      .map((line, i) => `${i + 1}: ${line}`)
      .filter((line) => WORK_ITEM.test(line));
    expect(lines).toEqual([]);
  });

  it('ADRs are numbered once each, and a superseded one names the ADR that replaced it', () => {
    const numbers = ADRS.map((file) => path.basename(file).slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    for (const file of ADRS.filter((f) => !inForce(f))) {
      const successor = /^Status: superseded by \[?(\d{4})/im.exec(read(file))?.[1];
      expect(successor && numbers.includes(successor), `${file} names an ADR that exists`).toBe(true);
    }
  });

  it('finds a missing file and ignores site paths and placeholders', () => {
    expect(
      namedPaths(
        '`apps/api/src/app.ts`, `/admin/inbox`, `features/<f>/`, `@brokerage/shared/x`, `dist/server.js`',
      ),
    ).toEqual(['apps/api/src/app.ts']);
    expect(exists('apps/api/src/app.ts')).toBe(true);
    expect(exists('lib/quote-request-log.ts')).toBe(false);
  });

  it('recognises a work-item citation but not a rule id or an ADR', () => {
    expect(WORK_ITEM.test('## My account (iss' + 'ue 15)')).toBe(true);
    expect(WORK_ITEM.test('Changed by iss' + 'ue 20:')).toBe(true);
    expect(WORK_ITEM.test('the booking rule (N15, ADR 0041)')).toBe(false);
  });
});
