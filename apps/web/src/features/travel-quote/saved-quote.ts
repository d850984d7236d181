// Saved quote answers: base64-encoded JSON in localStorage under the product's key
// (visitorsToCanada, supervisa, ...; product-flows section 2). UTF-8 safe.

export function encodeSaved(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeSaved(text: string): unknown {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

export function saveQuote(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, encodeSaved(value));
  } catch {
    // Storage full or blocked: the quote still works for this page view.
  }
}

/** The saved answers, or null when there are none or they cannot be read. */
export function readSavedQuote(key: string): Record<string, unknown> | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const value = decodeSaved(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
