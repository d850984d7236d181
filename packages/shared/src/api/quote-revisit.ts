// A guest's quote answer carries `revisitToken`; the web sends it back in this header with the same
// request when the results page is opened again, and gets the same stored quote (ADR 0123).
export const QUOTE_REVISIT_TOKEN_HEADER = 'quote-revisit-token';
