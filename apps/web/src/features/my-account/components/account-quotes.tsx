import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountQuote, RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { formatCad } from '@brokerage/shared/money/cents';
import { claimKeptQuotes } from '#src/lib/kept-quotes.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { fetchQuotes, removeQuote, repriceQuote } from '../api/my-account-api.ts';

const quotesKey = ['account', 'quotes'] as const;

const productName = (slug: string) => PRODUCTS.find((p) => p.slug === slug)?.name ?? slug;

// Ages, coverage, dates, and what else prices a quote; not paging or form state.
const KEY_ANSWER = /^(ages?|.*Ages?|coverage.*|.*Date|.*date|province|gender|smoker|days|tripCost)$/;

/** The answers a row shows: ages, coverage, dates (issue 15). */
export function keyAnswers(request: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(request)) {
    const shown = Array.isArray(value) ? value.filter((v) => typeof v === 'number').join(' and ') : value;
    if ((typeof shown !== 'string' && typeof shown !== 'number') || shown === '') continue;
    if (KEY_ANSWER.test(key)) parts.push(`${key.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${String(shown)}`);
  }
  return parts.slice(0, 5).join(', ');
}

/**
 * Quotes (issue 15): kept ids are claimed first, so a quote run a moment ago shows too. 'See quotes
 * again' prices the quote at today's rates on the server; `onSeeAgain` (the route's) opens the page.
 */
export function AccountQuotes({ onSeeAgain }: { onSeeAgain: (quote: RepricedQuote) => void }) {
  const client = useQueryClient();
  const [pricing, setPricing] = useState<string | null>(null);
  const quotes = useQuery({
    queryKey: quotesKey,
    queryFn: async () => {
      await claimKeptQuotes().catch(() => undefined);
      return (await fetchQuotes()).data ?? [];
    },
  });
  async function remove(quote: AccountQuote) {
    const answer = await removeQuote(quote).catch(() => undefined);
    if (answer?.message) notifySuccess(answer.message);
    await client.invalidateQueries({ queryKey: quotesKey });
  }
  async function seeAgain(quote: AccountQuote) {
    setPricing(quote.id);
    const answer = await repriceQuote(quote).catch(() => undefined);
    setPricing(null);
    if (answer?.data) onSeeAgain(answer.data);
  }
  if (quotes.isPending) return <Loader color="navy.8" role="status" aria-label="Loading" />;
  const rows = quotes.data ?? [];
  if (rows.length === 0)
    return (
      <Text>No quotes yet. The quotes you run while signed in, or in this browser before, show here.</Text>
    );
  return (
    <Stack gap="sm">
      {rows.map((quote) => (
        <Card key={`${quote.kind}-${quote.id}`} withBorder padding="md" component="article">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Text fw={700}>{productName(quote.product)}</Text>
              <Text size="sm">Quoted on {quote.createdAt.slice(0, 10)}</Text>
              <Text size="sm">{keyAnswers(quote.request)}</Text>
              <Text size="sm">
                Best premium then:{' '}
                {quote.bestPremiumCents === null ? 'no quote' : formatCad(quote.bestPremiumCents)}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                color="navy.8"
                loading={pricing === quote.id}
                onClick={() => void seeAgain(quote)}
                aria-label={`See quotes again: ${productName(quote.product)} of ${quote.createdAt.slice(0, 10)}`}
              >
                See quotes again
              </Button>
              <Button
                variant="outline"
                color="red.9"
                onClick={() => void remove(quote)}
                aria-label={`Remove the ${productName(quote.product)} quote of ${quote.createdAt.slice(0, 10)}`}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
