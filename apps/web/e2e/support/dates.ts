/** Today plus `offsetDays` in Toronto, as 'YYYY-MM-DD' (the site's business dates are Eastern). */
export function torontoDate(offsetDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** The accessible name of a date's button in the Mantine calendar, e.g. '12 March 2027'. */
export function calendarDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A birth date giving `age` today in Toronto (and on a policy start a few days away): the quote
 * asks an age, and the application's date of birth must agree with it (ADR 0088).
 */
export function bornAged(age: number): string {
  const day = torontoDate(-40);
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${Number(day.slice(0, 4)) - age}-${monthDay}`;
}
