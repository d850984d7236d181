// The priced rows of a stored travel answer (travel_quote_results.result.quotes, ADR 0053), in
// dollars (N40): one row per plan and deductible, [plan code, deductible, premium(s)] and, where
// the plan is paid monthly, [instalment, deposit] after them.
//
// Stored as one text rather than as JSON arrays of numbers (ADR 0083): the database reads
// every JSON number as a `numeric`, and a visitor answer's 40 rows hold about 120 of them, which
// made storing the answer a third of a varied visitor quote's cost on the embedded database. Rows
// are separated by ';', fields by ' ', premiums per category (travellers) by '/', and a missing
// deductible is '-'. A plan code is written URI-encoded (staff import them, so one could hold a
// space or a ';'); the codes of the rate files are written as they are. Answers stored before keep
// the array form; `decodeStoredTravelQuotes` reads both.

export type StoredTravelQuoteRow =
  | [planCode: string, deductible: number | null, premium: number | number[]]
  | [
      planCode: string,
      deductible: number | null,
      premium: number | number[],
      instalment: number,
      deposit: number,
    ];

interface PricedTravelRow {
  planCode: string;
  deductibleAmount: number | null;
  premiumAmount: number | number[];
  monthly: { instalmentAmount: number; depositAmount: number } | null;
}

const PLAIN_CODE = /^[\w.-]+$/;
const codeText = (code: string): string => (PLAIN_CODE.test(code) ? code : encodeURIComponent(code));
function codeOf(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

// String(n) is the shortest text that reads back as the same number (as JSON writes it).
const premiumText = (premium: number | number[]): string =>
  Array.isArray(premium) ? premium.join('/') : String(premium);

/** The stored text of an answer's rows. */
export function encodeStoredTravelQuotes(rows: readonly PricedTravelRow[]): string {
  let text = '';
  for (const row of rows) {
    if (text !== '') text += ';';
    text += `${codeText(row.planCode)} ${row.deductibleAmount === null ? '-' : String(row.deductibleAmount)} ${premiumText(row.premiumAmount)}`;
    if (row.monthly !== null)
      text += ` ${String(row.monthly.instalmentAmount)} ${String(row.monthly.depositAmount)}`;
  }
  return text;
}

const finite = (text: string | undefined): number | undefined => {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

function decodeRow(text: string): StoredTravelQuoteRow | undefined {
  const [codeField, deductibleText, premiumsText, instalmentText, depositText] = text.split(' ');
  const planCode = codeField === undefined ? undefined : codeOf(codeField);
  if (planCode === undefined || planCode === '' || premiumsText === undefined) return undefined;
  const deductible = deductibleText === '-' ? null : finite(deductibleText);
  const premiums = premiumsText.split('/').map(finite);
  if (deductible === undefined || premiums.some((p) => p === undefined)) return undefined;
  const premium = premiums.length === 1 ? (premiums[0] as number) : (premiums as number[]);
  const instalment = finite(instalmentText);
  const deposit = finite(depositText);
  return instalment === undefined || deposit === undefined
    ? [planCode, deductible, premium]
    : [planCode, deductible, premium, instalment, deposit];
}

/** The rows of a stored answer's `quotes`, in either stored form; what cannot be read is left out. */
export function decodeStoredTravelQuotes(quotes: unknown): StoredTravelQuoteRow[] {
  if (typeof quotes === 'string') {
    const rows: StoredTravelQuoteRow[] = [];
    if (quotes === '') return rows;
    for (const text of quotes.split(';')) {
      const row = decodeRow(text);
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }
  if (!Array.isArray(quotes)) return [];
  return quotes.filter(
    (row): row is StoredTravelQuoteRow => Array.isArray(row) && typeof row[0] === 'string' && row.length >= 3,
  );
}

/** A stored answer with its `quotes` read as rows, whichever form they were stored in. */
export function readStoredTravelResult(result: unknown): unknown {
  if (result === null || typeof result !== 'object' || Array.isArray(result) || !('quotes' in result))
    return result;
  return { ...result, quotes: decodeStoredTravelQuotes(result.quotes) };
}
