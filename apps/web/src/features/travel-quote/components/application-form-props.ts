import type { CivilDate } from '@brokerage/shared/dates/civil-date';

/** What the application page gives each travel application form. */
export interface ApplicationFormProps<Values, Output> {
  /** N6 value of the product, sent as `products: [value]`. */
  productValue: number;
  today: CivilDate;
  /** Prefilled from the saved quote and the signed-in user (product-flows section 4). */
  initial: Partial<Values>;
  submitting: boolean;
  onSubmit: (application: Output) => void;
}
