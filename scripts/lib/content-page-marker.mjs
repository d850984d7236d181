// The comment that opens a content page's loader script (apps/web/src/app/content-pages.ts,
// ADR 0090): the build's scripts tell a content page's HTML by it.
export const CONTENT_PAGE_LOADER_MARKER = '/* content page: hydrates after the first paint */';
