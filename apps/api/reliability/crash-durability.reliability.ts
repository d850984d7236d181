// Reliability: 500 concurrent contact submissions, the server killed with SIGKILL while
// the last of them are still in flight, then a restart on the same data. Every submission that was
// answered 2xx must be in the database afterwards, on embedded PGlite and on PostgreSQL (N2).
//
// Each submission comes from its own visitor address (X-Forwarded-For through TRUST_PROXY, as
// behind a load balancer), so the per-IP contact limit (20 per 15 minutes) counts visitors and
// does not refuse them: the test measures durability, not the limiter.

import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { createScratchDatabase } from './support/databases.ts';
import type { ScratchDatabase } from './support/databases.ts';
import type { Answer } from './support/http.ts';
import { adminToken, call, contactBody, contactEmail, listAllPages } from './support/http.ts';
import { makeDataDir, removeDir, startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const SUBMISSIONS = 500;
/** SIGKILL once this many have been answered: the rest are in flight when the process dies. */
const KILL_AFTER_ANSWERS = 450;

interface Outcome {
  n: number;
  answer?: Answer;
  error?: string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// One database after the other: at once, PGlite's initdb starved the PostgreSQL run of CPU.
describe('contact submissions survive kill -9', () => {
  it.for<'pglite' | 'postgres'>(['pglite', 'postgres'])(
    'keeps every submission answered 2xx after a SIGKILL and a restart (%s)',
    { timeout: 480_000 },
    async (kind, { expect }) => {
      const dataDir = makeDataDir(`crash-${kind}`);
      cleanups.push(() => removeDir(dataDir));
      let database: ScratchDatabase | undefined;
      if (kind === 'postgres') {
        const created = await createScratchDatabase('crash');
        database = created;
        cleanups.push(() => created.drop());
      }
      const options = { dataDir, ...(database === undefined ? {} : { databaseUrl: database.url }) };
      const runId = randomBytes(4).toString('hex');

      const phases: string[] = [];
      let phaseStart = Date.now();
      const phase = (name: string) => {
        phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
        phaseStart = Date.now();
      };

      let server: ServerProcess = await startServer(options);
      cleanups.push(() => server.stop());
      phase('first start');

      let answered = 0;
      let killed: Promise<void> | undefined;
      const outcomes = await Promise.all(
        Array.from({ length: SUBMISSIONS }, async (_, n): Promise<Outcome> => {
          try {
            // A generous timeout: on a loaded machine 500 requests queue for longer than a minute,
            // and a client giving up early is not what this test measures.
            const answer = await call(server.baseUrl, 'POST', '/api/contact', {
              body: contactBody(n, runId),
              timeoutMs: 180_000,
            });
            return { n, answer };
          } catch (error) {
            // The connection died with the process: no answer, so no promise was made.
            return { n, error: (error as Error).message };
          } finally {
            answered += 1;
            if (answered === KILL_AFTER_ANSWERS) killed = server.kill9();
          }
        }),
      );
      await killed;
      phase('submissions and kill');

      const acknowledged = outcomes.filter((o) => o.answer !== undefined && o.answer.status < 300);
      const otherAnswers = outcomes.filter((o) => o.answer !== undefined && o.answer.status >= 300);
      console.info(
        `[${kind}] ${SUBMISSIONS} submissions: ${acknowledged.length} answered 2xx, ` +
          `${otherAnswers.length} other answers, ${outcomes.length - acknowledged.length - otherAnswers.length} cut off by the kill`,
      );
      expect(
        otherAnswers.map((o) => `${o.answer?.status} ${o.answer?.text}`),
        server.errorLog(),
      ).toEqual([]);
      const errorsBeforeKill = outcomes
        .filter((o) => o.error !== undefined)
        .map((o) => o.error)
        .slice(0, 5);
      expect(acknowledged.length, `first errors: ${errorsBeforeKill.join('; ')}`).toBeGreaterThanOrEqual(
        KILL_AFTER_ANSWERS - 5,
      );

      // Restart on the same data and read the list back as the admin (platform spec section 3).
      server = await startServer(options);
      phase('restart');
      const token = await adminToken(server.baseUrl);
      const stored = await listAllPages<{ recordId: string; email: string }>(
        server.baseUrl,
        token,
        (page) => `/api/contact/list/${page}`,
      );
      const storedById = new Map(stored.map((r) => [r.recordId, r.email]));
      const missing = acknowledged.filter((o) => {
        const recordId = (o.answer?.json as { data?: { recordId?: string } }).data?.recordId ?? '';
        return storedById.get(recordId) !== contactEmail(o.n, runId);
      });
      expect(missing.map((o) => o.n)).toEqual([]);
      // Nothing was stored twice, and nothing unknown appeared.
      expect(stored.length).toBeLessThanOrEqual(SUBMISSIONS);
      expect(new Set(stored.map((r) => r.email)).size).toBe(stored.length);
      phase('admin list check');
      await server.stop();
      console.info(`[${kind}] ${phases.join(', ')}`);
    },
  );
});
