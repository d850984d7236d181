import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { formatDisplayDate, todayInZone } from '@brokerage/shared/dates/civil-date';

export const productList = (values: number[]) =>
  values.map((v) => findProductByValue(v)?.name ?? String(v)).join(', ');

const toronto = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString('en-CA', { timeZone: 'America/Toronto', ...options });

/** Requested-on date, Eastern, in the site's date format ('27th November, 2026', N5). */
export const dateEastern = (iso: string) => formatDisplayDate(todayInZone(new Date(iso)));
/** Time, Eastern. */
export const timeEastern = (iso: string) => toronto(iso, { hour: 'numeric', minute: '2-digit' });
/** Time in UTC (platform spec section 9: the admin table shows appointment times in UTC). */
export const timeUtc = (iso: string) =>
  `${new Date(iso).toLocaleString('en-CA', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} UTC`;
