import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { pageMeta } from '#src/app/page-meta.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { BookACall } from '#src/features/booking/components/book-a-call.tsx';
import { fetchProfile, profileQueryKey } from '#src/features/my-account/api/my-account-api.ts';
import { useRouteProduct } from '#src/lib/route-product.ts';
import type { Route } from './+types/book-a-call-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** `/<life product>/quote/book-a-call` (product-flows section 2): the booking, for the page's product. */
export default function BookACallPage() {
  const product = findProductByValue(useRouteProduct() ?? 2) ?? findProductByValue(2);
  const { user } = useSession();
  // A signed-in customer's form starts with what the account knows, the mobile number included.
  const profile = useQuery({
    queryKey: profileQueryKey,
    enabled: user !== null,
    queryFn: async () => (await fetchProfile()).data,
  });
  const mobile = user === null ? undefined : (profile.data?.mobile ?? undefined);
  if (product === undefined) return null;
  return (
    <div className="page">
      <Title order={1} c="navy.8">
        Schedule a call
      </Title>
      <Text size="lg" mt="xs" mb="xl">
        Pick a time that suits you and a licensed advisor will call you about {product.name} insurance.
      </Text>
      <BookACall
        key={user?.email ?? 'guest'}
        product={product.value}
        productName={product.name}
        signedIn={user !== null}
        {...(user === null
          ? {}
          : {
              prefill: {
                firstName: user.firstName,
                lastName: user.lastName,
                email: user.email,
                ...(mobile === undefined ? {} : { mobile }),
              },
            })}
      />
    </div>
  );
}
