// The account's quotes as the overview and the quotes section read them, apart from the section's
// Mantine components, so the overview loads none of them (ADR 0148).

import { useQuery } from '@tanstack/react-query';
import type { AccountQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { formatDisplayDate, todayInZone } from '@brokerage/shared/dates/civil-date';
import { claimKeptQuotes } from '#src/lib/kept-quotes.ts';
import { fetchQuotes } from '../api/my-account-api.ts';

export const quotesQueryKey = ['account', 'quotes'] as const;

/** The account's quotes, newest first; kept ids are claimed first, so a quote run a moment ago shows too. */
export function useAccountQuotes() {
  return useQuery({
    queryKey: quotesQueryKey,
    queryFn: async () => {
      await claimKeptQuotes().catch(() => undefined);
      return (await fetchQuotes()).data ?? [];
    },
  });
}

/** The day a quote was run, in Toronto, in the site's date format (N5). */
export const quotedOn = (quote: AccountQuote) => formatDisplayDate(todayInZone(new Date(quote.createdAt)));
