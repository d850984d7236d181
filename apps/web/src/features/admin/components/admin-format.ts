import { findProductByValue } from '@brokerage/shared/catalogue/products';

export const productList = (values: number[]) =>
  values.map((v) => findProductByValue(v)?.name ?? String(v)).join(', ');

const toronto = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString('en-CA', { timeZone: 'America/Toronto', ...options });

/** Requested-on date, Eastern. */
export const dateEastern = (iso: string) => toronto(iso, { year: 'numeric', month: 'short', day: 'numeric' });
/** Time, Eastern. */
export const timeEastern = (iso: string) => toronto(iso, { hour: 'numeric', minute: '2-digit' });
/** Time in UTC (platform spec section 9: the admin table shows appointment times in UTC). */
export const timeUtc = (iso: string) =>
  `${new Date(iso).toLocaleString('en-CA', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} UTC`;
