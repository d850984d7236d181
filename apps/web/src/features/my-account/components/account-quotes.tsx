import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountQuote, RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { quoteAnswersInWords, quoteProductName as productName } from '@brokerage/shared/accounts/quote-words';
import { formatCad } from '@brokerage/shared/money/cents';
import { notifySuccess } from '#src/lib/notify.ts';
import { removeQuote, repriceQuote } from '../api/my-account-api.ts';
import { quotedOn, quotesQueryKey, useAccountQuotes } from './account-quotes-query.ts';

/**
 * Quotes: kept ids are claimed first, so a quote run a moment ago shows too. 'See quotes
 * again' prices the quote at today's rates on the server; `onSeeAgain` (the route's) opens the page.
 */
export function AccountQuotes({ onSeeAgain }: { onSeeAgain: (quote: RepricedQuote) => void }) {
  const client = useQueryClient();
  const [pricing, setPricing] = useState<string | null>(null);
  const quotes = useAccountQuotes();
  async function remove(quote: AccountQuote) {
    const answer = await removeQuote(quote).catch(() => undefined);
    if (answer?.message) notifySuccess(answer.message);
    await client.invalidateQueries({ queryKey: quotesQueryKey });
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
              <Text size="sm">Quoted on {quotedOn(quote)}</Text>
              {/* The quote in words, not the request's keys. */}
              <Text size="sm">{quoteAnswersInWords(quote.product, quote.request)}</Text>
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
                aria-label={`See quotes again: ${productName(quote.product)} of ${quotedOn(quote)}`}
              >
                See quotes again
              </Button>
              <Button
                variant="outline"
                color="red.9"
                onClick={() => void remove(quote)}
                aria-label={`Remove the ${productName(quote.product)} quote of ${quotedOn(quote)}`}
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
