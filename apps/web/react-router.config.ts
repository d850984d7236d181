import type { Config } from '@react-router/dev/config';
import { ROUTES } from '@brokerage/shared/routes/route-table';

// ADR 0004: a single-page app (no runtime SSR) whose public pages are prerendered at build time.
// The list comes from the shared route table, so a page is prerendered by flagging it there.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: ROUTES.filter((route) => route.prerender).map((route) => route.path),
} satisfies Config;
