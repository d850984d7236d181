// The sentence 'See quotes again' (My account) leaves for the page it opens: the price
// then and today on a results page, or why a new quote is needed on a quote form. It travels in
// the navigation state, so it survives a reload of that page and no other page shows it.

import { useLocation } from 'react-router';
import { Notice } from './ui/design-parts.tsx';

export interface QuoteNoticeState {
  quoteNotice: string;
}

function noticeOf(state: unknown): string | null {
  if (state === null || typeof state !== 'object' || !('quoteNotice' in state)) return null;
  return typeof state.quoteNotice === 'string' ? state.quoteNotice : null;
}

export function QuoteNotice() {
  const notice = noticeOf(useLocation().state);
  if (notice === null) return null;
  return (
    <Notice tone="info" live title="Your quote seen again" spaced>
      {notice}
    </Notice>
  );
}
