// The browser walk, first half: every public route of the shared route table (the one list of both
// spec documents), signed out, and paths outside the table (support/route-walk-suite.ts).

import { describe, expect, it } from 'vitest';
import { expectAccessible, gotoReady } from './support/browser.ts';
import { WALK_VISITS } from './support/route-walk.ts';
import { NOT_FOUND, walkRoutes } from './support/route-walk-suite.ts';
import { testServer } from './support/test-server.ts';

const { baseUrl } = testServer();
const session = walkRoutes(WALK_VISITS.filter(({ route }) => route.guard === 'public'));

describe('outside the route table', () => {
  it.each(['/no-such-page', '/FAQ', '/Term-Life', '/term-life/quote/Basic', '/Admin-Panel'])(
    '%s answers 404 with the not-found page',
    async (url) => {
      const { page, errors } = await session('anonymous');
      errors.length = 0;
      const response = await gotoReady(page, `${baseUrl}${url}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
      await expectAccessible(page);
    },
  );

  it('an unknown blog post (a path in the table) shows the not-found page', async () => {
    const { page } = await session('anonymous');
    await gotoReady(page, `${baseUrl}/blogs/2026/01/no-such-post`);
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
  });
});
