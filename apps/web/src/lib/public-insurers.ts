// The insurers home shows (ADRs 0097, 0117): prerendered from the seed list, then the list staff
// keep, read from GET /api/insurers (public, cached a minute) once the page runs. Home's small
// client loads this, so no zod and no query library: the answer is checked by its shape.

import { startTransition, useEffect, useState } from 'react';
import { API_BASE } from './api-client.ts';

export interface InsurerSummary {
  code: string;
  name: string;
  /** The site's URL of the logo image, or null: a neutral mark is drawn instead. */
  logoUrl: string | null;
}

const isSummary = (value: unknown): value is InsurerSummary => {
  if (typeof value !== 'object' || value === null) return false;
  const { code, name, logoUrl } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof name === 'string' &&
    (logoUrl === null || (typeof logoUrl === 'string' && logoUrl.startsWith('/api/')))
  );
};

/** The public list, or null when it could not be read (the prerendered list then stays). */
export async function fetchPublicInsurers(signal?: AbortSignal): Promise<InsurerSummary[] | null> {
  try {
    const response = await fetch(`${API_BASE}/insurers`, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body.data) || body.data.length === 0 || !body.data.every(isSummary)) return null;
    return body.data.map(({ code, name, logoUrl }) => ({ code, name, logoUrl }));
  } catch {
    return null;
  }
}

/** The prerendered insurers (names from the seed list, no logos) until the live list arrives. */
export function usePublicInsurers(prerendered: readonly InsurerSummary[]): readonly InsurerSummary[] {
  const [insurers, setInsurers] = useState(prerendered);
  useEffect(() => {
    const controller = new AbortController();
    void fetchPublicInsurers(controller.signal).then((list) => {
      // A transition: the carousel's prerendered HTML stays until its code has hydrated, where an
      // urgent update would drop that HTML and leave the section empty until the code arrives.
      if (list !== null) startTransition(() => setInsurers(list));
    });
    return () => controller.abort();
  }, []);
  return insurers;
}

/** Seed names as summaries: what the prerendered page shows. */
export const summariesOfNames = (names: readonly string[]): InsurerSummary[] =>
  names.map((name) => ({ code: name, name, logoUrl: null }));
