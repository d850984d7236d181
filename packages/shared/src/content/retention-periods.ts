// How long the site keeps personal data (PIPEDA principle 5, N25). The privacy policy
// states these figures and the API's retention job uses them as its defaults (RETENTION_* variables
// may shorten or lengthen them per deployment; the policy then has to be edited to match).

export const RETENTION_DEFAULTS = {
  /** Quote requests (every quote is a guest's: none is tied to an account). */
  quoteRequestMonths: 13,
  /** Delivered (and finally failed) e-mails, with their bodies. */
  mailDays: 90,
  /** Accounts whose e-mail address was never verified (and that have no application). */
  unverifiedAccountDays: 30,
  /** Leads, bookings and applications, counted from the day staff close them. */
  closedRecordYears: 7,
} as const;

export type RetentionPeriods = { [K in keyof typeof RETENTION_DEFAULTS]: number };

/** The policy's wording of the periods above. */
export function retentionPolicyText(periods: RetentionPeriods = RETENTION_DEFAULTS): string[] {
  return [
    `quote requests you make without applying: ${periods.quoteRequestMonths} months;`,
    `e-mails we send you: ${periods.mailDays} days after delivery;`,
    `accounts whose e-mail address is never confirmed: ${periods.unverifiedAccountDays} days;`,
    'sign-in, verification and password-reset links: deleted as soon as they expire;',
    `requests, bookings and applications: until we close your file, then ${periods.closedRecordYears} years, as our regulators require;`,
    `policies and their documents (the insurer's documents, the PDF copy of your application, proofs you send with a request): until the policy ends or is cancelled, then ${periods.closedRecordYears} years; an application's documents without a policy go with the application;`,
    'your consent to e-mail and our record of staff actions (audit log): kept as proof for as long as we hold your information or the law requires.',
  ];
}
