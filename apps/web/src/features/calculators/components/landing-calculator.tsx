// Loaded with React.lazy by the product landing route for /investments and
// /child-education-planning only (N13), so the calculators stay out of every other page.
import { ThemeProvider } from '#src/app/theme-provider.tsx';
import { ChildEducationCalculator } from './child-education-calculator.tsx';
import { InvestmentCalculator } from './investment-calculator.tsx';

export type CalculatorKind = 'investment' | 'child-education';

/**
 * The calculator of a landing page; the year is read here, in the browser, never in shared code.
 * With Mantine's provider: a content page's `<main>` has none (ADR 0127).
 */
export function LandingCalculator({ kind }: { kind: CalculatorKind }) {
  const currentYear = new Date().getFullYear();
  return (
    <ThemeProvider>
      {kind === 'investment' ? (
        <InvestmentCalculator currentYear={currentYear} />
      ) : (
        <ChildEducationCalculator currentYear={currentYear} />
      )}
    </ThemeProvider>
  );
}
