// ADR 0139: what Vite's preload helper links when a module is imported lazily. Its stylesheets, so
// the page it brings renders styled; not its scripts, which the browser's module loader finds by
// itself: a `<link rel="modulepreload">` costs about 0.5 ms of the main thread to insert, and a
// quote form's page named 46 to 72 of them, all inserted in one task.

interface PreloadContext {
  hostType: string;
}

/** `build.modulePreload.resolveDependencies`: a dynamic import in a script preloads only its CSS. */
export function preloadStylesheetsOnly(
  _file: string,
  deps: string[],
  { hostType }: PreloadContext,
): string[] {
  return hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}
