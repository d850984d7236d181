// The inbox view lives in the URL: filters, search, sort, page and the open lead, so a
// view can be bookmarked and shared. A value the schema refuses is dropped, never a crash.

import { use, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_INBOX_QUERY } from '@brokerage/shared/staff-inbox/inbox-options';
import type * as inboxSchemas from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { InboxQuery } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { inboxSearchParams } from '../api/inbox-api.ts';

type InboxSchemas = typeof inboxSchemas;

// The query's schema (and zod) load only for a view with filters, search, sort or page in its URL,
// or once staff first use the filters: the inbox as opened from the menu is the default view and
// renders without them (ADR 0147).
let schemas: Promise<InboxSchemas> | undefined;
export const loadInboxSchemas = (): Promise<InboxSchemas> =>
  (schemas ??= import('@brokerage/shared/staff-inbox/inbox-schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  }));

const viewEntries = (params: URLSearchParams) => [...params].filter(([key]) => key !== 'lead');

/** The view a URL names; a value the schema refuses is dropped. */
export function parseInboxQuery(params: URLSearchParams, { inboxQuerySchema }: InboxSchemas): InboxQuery {
  const raw: Record<string, string> = Object.fromEntries(viewEntries(params));
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = inboxQuerySchema().safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return inboxQuerySchema().parse({});
}

export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const isDefaultView = viewEntries(params).length === 0;
  // `use` suspends this render until the schema's module has loaded (a navigation's transition
  // keeps the list on screen meanwhile).
  const loaded = isDefaultView ? undefined : use(loadInboxSchemas());
  const query = useMemo(
    () => (loaded === undefined ? DEFAULT_INBOX_QUERY : parseInboxQuery(params, loaded)),
    [params, loaded],
  );
  const leadId = params.get('lead');

  /** Changes some fields; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Partial<InboxQuery>, options: { replace?: boolean } = {}) => {
      void loadInboxSchemas();
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
