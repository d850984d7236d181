import { useMemo } from 'react';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { LifeApplicationForm } from '#src/features/life-quote/components/life-application-form.tsx';
import { useLifeProduct } from './life-product-param.ts';

export default function LifeApplicationPage() {
  const product = useLifeProduct();
  const { user, email } = useSession();
  const prefill = useMemo(
    () =>
      user === null
        ? null
        : { firstName: user.firstName, lastName: user.lastName, email: user.email ?? email ?? '' },
    [user, email],
  );
  return (
    <div className="page">
      <LifeApplicationForm key={product} product={product} prefill={prefill} />
    </div>
  );
}
