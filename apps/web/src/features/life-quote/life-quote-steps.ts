/**
 * The life quote's steps as the progress indicator names them (ADR 0119): the basic questions,
 * the coverage (typed on the price page or found by the needs questions), the quotes, the
 * application.
 */
export const LIFE_QUOTE_STEPS = ['About you', 'Coverage', 'Your quotes', 'Apply'] as const;
