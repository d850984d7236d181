// Names in a list (insurers, plans) in the order a reader expects, the same on the server and in
// the browser. Not `localeCompare`: its first use builds ICU's collator, 15 to 90 ms on a phone-speed
// CPU in the middle of a results page's first render (docs/benchmarks.md, ADR 0142).

const MARKS = /[\u0300-\u036f]/g;

/** The name without accents and case: 'Équitable' -> 'equitable'. */
function folded(name: string): string {
  return name.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * Orders two names alphabetically, ignoring case and accents ('équitable' beside 'Equitable',
 * before 'Foresters'); names equal that way are ordered by their exact text, so the order is total.
 */
export function compareNames(a: string, b: string): number {
  const x = folded(a);
  const y = folded(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
