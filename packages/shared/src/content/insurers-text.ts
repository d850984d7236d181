// Its own module: the About page words the live list in the browser without the site's content.
/** The About page's 'Insurers we represent' disclosure for these insurers' names (N7, N26). */
export function insurersRepresentedText(names: readonly string[]): string {
  return `We hold contracts with ${names.length} insurers and travel-insurance providers: ${names.join(', ')}. A quote from us may not include every insurer in the Canadian market; ask us which companies we compared for you.`;
}
