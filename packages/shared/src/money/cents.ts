// Money is integer cents in code and database, dollars only at the display edge (N5)
// and in the API's JSON money fields (N40).

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * Dollars (a number, or a plain decimal string such as '19.99') to integer cents.
 * Works on the decimal text, not on `x * 100`, so 0.1 + 0.2 gives 30 and 19.99 gives 1999.
 * More than 2 decimals round half away from zero ('1.005' gives 101).
 * Throws a RangeError for anything that is not a finite decimal or exceeds the safe-integer range.
 */
export function dollarsToCents(dollars: number | string): number {
  const text = typeof dollars === 'number' ? numberToDecimalText(dollars) : dollars.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a dollar amount: ${String(dollars)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const twoDigits = (fraction + '00').slice(0, 2);
  const roundUp = (fraction[2] ?? '0') >= '5';
  const magnitude = Number(whole) * 100 + Number(twoDigits) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Dollar amount too large: ${String(dollars)}`);
  return minus && magnitude !== 0 ? -magnitude : magnitude;
}

function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a dollar amount: ${value}`);
  const text = String(value);
  // String() switches to exponent form below 1e-6 and from 1e21; toFixed covers the small end.
  return text.includes('e') && Math.abs(value) < 1e21 ? value.toFixed(20) : text;
}

/** Integer cents to a dollar number with at most 2 decimals, for API JSON (N40). */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

export interface FormatCadOptions {
  /** Drop '.00' from whole-dollar amounts ('$100,000'), as coverage and deductible labels show them. */
  omitZeroCents?: boolean;
}

/**
 * A number with en-CA thousands separators in its whole part: 3000 -> '3,000', 1234.5 -> '1,234.5'.
 * What `toLocaleString('en-CA')` gives for whole numbers, without Intl: its first use loads ICU's
 * data, 50 to 120 ms on a phone-speed CPU (ADR 0142).
 */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * '$1,234.56' (en-CA). Formatted by hand rather than with Intl so the text is the same in
 * every browser and Node build, whatever their ICU data.
 */
export function formatCad(cents: number, options: FormatCadOptions = {}): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const rest = magnitude % 100;
  const grouped = groupThousands(whole);
  const fraction = options.omitZeroCents && rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${grouped}${fraction}`;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
}
