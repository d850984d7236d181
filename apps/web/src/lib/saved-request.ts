import type { z } from 'zod';

// The one saved quote request (product-flows section 2): base64 of UTF-8 JSON in localStorage
// under the product's key (termLifeQuote, visitorsToCanada, ...), checked with a zod schema on
// every read. The JSON carries a format version `v`; an older or foreign value is forgotten and
// the visitor answers the form again rather than reaching a page that cannot use it.

/** Bump when the saved shape changes incompatibly. */
export const SAVED_REQUEST_VERSION = 1;

// UTF-8 safe base64 (btoa alone takes Latin-1 only).
export function encodeSaved(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeSaved(text: string): unknown {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface SavedRequest<S extends z.ZodType<object, object>> {
  /** The saved value, or null when there is none or it does not pass the schema (it is then cleared). */
  load(): z.output<S> | null;
  save(value: z.input<S>): void;
  clear(): void;
}

/**
 * Load, save and clear one product's saved request, checked with the schema `makeSchema` gives,
 * asked for only when there is a saved value to check (ADR 0134).
 */
export function savedRequest<S extends z.ZodType<object, object>>(
  key: string,
  makeSchema: () => S,
): SavedRequest<S> {
  return {
    load() {
      const store = storage();
      const raw = store?.getItem(key);
      if (!raw) return null;
      try {
        const envelope = decodeSaved(raw);
        if (typeof envelope === 'object' && envelope !== null && 'v' in envelope) {
          const { v, ...value } = envelope;
          const parsed = v === SAVED_REQUEST_VERSION ? makeSchema().safeParse(value) : null;
          if (parsed?.success) return parsed.data;
        }
      } catch {
        // not base64 or not JSON: forget it below
      }
      store?.removeItem(key);
      return null;
    },
    save(value) {
      try {
        storage()?.setItem(key, encodeSaved({ v: SAVED_REQUEST_VERSION, ...value }));
      } catch {
        // Storage full or blocked: the quote still works for this page view.
      }
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}
