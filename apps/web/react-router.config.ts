import type { Config } from '@react-router/dev/config';
import { EMPTY_STATE_PRERENDER_PATHS, PRERENDER_PATHS } from '@brokerage/shared/content/site-map';

// ADR 0004: a single-page app (no runtime SSR) whose public pages are prerendered at build time.
// The list comes from the shared route table, so a page is prerendered by flagging it there, plus
// the seven concrete blog post paths (ADR 0021), and the quote forms and sign-in with their empty
// state (ADR 0081).
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PRERENDER_PATHS, ...EMPTY_STATE_PRERENDER_PATHS],
} satisfies Config;
