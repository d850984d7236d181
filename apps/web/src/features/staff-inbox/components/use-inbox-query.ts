// The inbox view lives in the URL: filters, search, sort, page and the open lead, so a
// view can be bookmarked and shared. A value the schema refuses is dropped, never a crash.

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { inboxQuerySchema } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { InboxQuery } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { inboxSearchParams } from '../api/inbox-api.ts';

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const raw: Record<string, string> = Object.fromEntries([...params].filter(([key]) => key !== 'lead'));
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = inboxQuerySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return inboxQuerySchema.parse({});
}

export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseInboxQuery(params), [params]);
  const leadId = params.get('lead');

  /** Changes some fields; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Partial<InboxQuery>, options: { replace?: boolean } = {}) => {
      const next = { ...query, ...changes, ...('page' in changes ? {} : { page: 1 }) };
      const search = inboxSearchParams(next);
      if (leadId !== null) search.set('lead', leadId);
      setParams(search, options);
    },
    [query, leadId, setParams],
  );

  const openLead = useCallback(
    (id: string | null) => {
      const search = inboxSearchParams(query);
      if (id !== null) search.set('lead', id);
      setParams(search);
    },
    [query, setParams],
  );

  return { query, update, leadId, openLead };
}
