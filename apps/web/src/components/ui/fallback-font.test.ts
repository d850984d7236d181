import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import arial from '@capsizecss/metrics/arial';
import figtree from '@capsizecss/metrics/figtree';

// The fallback face in tokens.css must take the brand typeface's room (ADR 0119: CLS stays 0 when
// the web font swaps in). The overrides follow from the two fonts' metrics.
// As a number of percent rounded to two places (Prettier writes 0.00% as 0%).
function declared(property: string, css = tokens): string {
  const match = new RegExp(`${property}:\\s*([0-9.]+)%`).exec(css);
  if (match?.[1] === undefined) throw new Error(`${property} is not in tokens.css`);
  return Number(match[1]).toFixed(2);
}

// Read as text (the test set-up loads CSS imports as empty modules).
const tokens = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

const percent = (ratio: number) => (ratio * 100).toFixed(2);

describe('the brand typeface fallback', () => {
  it('scales Arial to Figtree’s average width, ascent, descent and line gap', () => {
    const sizeAdjust = figtree.xWidthAvg / figtree.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(declared('size-adjust')).toBe(percent(sizeAdjust));
    expect(declared('ascent-override')).toBe(percent(figtree.ascent / figtree.unitsPerEm / sizeAdjust));
    expect(declared('descent-override')).toBe(
      percent(Math.abs(figtree.descent) / figtree.unitsPerEm / sizeAdjust),
    );
    expect(declared('line-gap-override')).toBe(percent(figtree.lineGap / figtree.unitsPerEm / sizeAdjust));
  });

  it('scales Arial Bold for 600 to 900, its ascent and descent following its own width', () => {
    // Figtree at 700 is 95.64 % as wide as Arial Bold on running text (measured in Chromium on the
    // two faces; Capsize has no bold metrics): the synthetic bold of the regular face was narrower.
    const bold = /@font-face\s*\{[^}]*font-weight:\s*600 900[^}]*\}/.exec(tokens)?.[0] ?? '';
    expect(bold).toContain("local('Arial Bold')");
    const sizeAdjust = Number(declared('size-adjust', bold)) / 100;
    expect(sizeAdjust).toBeCloseTo(0.9564, 4);
    expect(declared('ascent-override', bold)).toBe(percent(figtree.ascent / figtree.unitsPerEm / sizeAdjust));
    expect(declared('descent-override', bold)).toBe(
      percent(Math.abs(figtree.descent) / figtree.unitsPerEm / sizeAdjust),
    );
  });

  it('puts the fallback right after the brand face in the font stack', () => {
    expect(tokens).toMatch(/--ms-font-sans:\s*'Figtree Variable',\s*'Figtree Fallback'/);
  });
});
