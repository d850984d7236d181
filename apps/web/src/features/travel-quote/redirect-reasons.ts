// Why a travel page sends the visitor elsewhere (product-flows section 2): shown as a notice on
// the page they land on, never a silent move.

export const NO_QUOTE_TO_APPLY_FOR =
  'There is no quote in this browser to apply for. Please get a quote and choose a plan, then start your application.';

export const NO_QUOTE_TO_SHOW =
  'There are no quote answers in this browser yet, or they are out of date. Please fill in the form to see plans.';
