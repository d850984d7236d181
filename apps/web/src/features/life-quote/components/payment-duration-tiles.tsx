// Monthly or annually (product-flows sections 2 and 4): the price step's choice and the results'
// filter, side by side even on a phone.

import { PREMIUM_PAYMENT_DURATION_OPTIONS } from '@brokerage/shared/catalogue/options';
import type { PremiumPaymentDuration } from '@brokerage/shared/catalogue/options';
import { OptionTiles } from '#src/components/ui/design-parts.tsx';

export function PaymentDurationTiles({
  value,
  onChange,
  disabled,
}: {
  value: PremiumPaymentDuration;
  onChange: (value: PremiumPaymentDuration) => void;
  disabled?: boolean;
}) {
  return (
    <OptionTiles
      legend="Payment duration"
      columns={2}
      keepColumns
      options={PREMIUM_PAYMENT_DURATION_OPTIONS}
      value={value}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
