import { Container, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import type { ApplicationForm as FormKind } from '@brokerage/shared/travel-quote/application.schema';
import { APPLICATION_RECEIVED_MESSAGE } from '@brokerage/shared/travel-quote/application.schema';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import { pageMeta } from '#src/app/page-meta.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { useSubmitApplication } from '#src/features/travel-quote/api/travel-api.ts';
import { ApplicationForm } from '#src/features/travel-quote/components/application-form.tsx';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { useSavedQuote, useToday, useTravelProduct } from '#src/features/travel-quote/use-travel-page.ts';
import type { Route } from './+types/travel-application-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const FORM_OF_KIND: Record<string, FormKind> = {
  visitor: 'visitors',
  student: 'students',
  traveller: 'travellers',
};

/** The application form prefilled from the saved quote; success shows the message and goes home. */
export default function TravelApplicationPage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedQuote(product?.storageKey);
  const form = FORM_OF_KIND[product ? travelProductKind(product.slug) : 'visitor'] ?? 'visitors';
  const submit = useSubmitApplication(form);
  const { user } = useSession();
  // A missing saved quote sends the visitor home (product-flows section 2).
  if (!product || !saved) return <Navigate to="/" replace />;

  const s = saved as Record<string, string | number | undefined>;
  // A signed-in user's names and e-mail are prefilled (product-flows section 4).
  const account = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : {};
  const fromQuote =
    form === 'visitors'
      ? {
          numberOfVisitors: s.quoteFor,
          arrivalDate: s.startDate,
          policyEffectiveDate: s.startDate,
          departureDate: s.endDate,
          coverage: s.coverage,
          deductible: s.deductible,
        }
      : form === 'students'
        ? {
            quoteFor: 'single',
            age: s.age,
            arrivalDate: s.effectiveDate,
            policyEffectiveDate: s.effectiveDate,
            departureDate: s.expiryDate,
          }
        : {
            departureDate: s.startDate,
            policyEffectiveDate: s.startDate,
            expiryDate: s.endDate,
            deductible: s.deductible,
          };
  const initial = { ...account, ...fromQuote };

  return (
    <Container size="md" className="page">
      <Title order={1} c="navy.8">
        {product.name} application
      </Title>
      {typeof s.plan === 'string' && (
        <Text mt="xs">
          Plan: {s.plan}
          {typeof s.company === 'string' ? `, ${s.company}` : ''}
        </Text>
      )}
      <Text mt="xs" mb="lg" size="sm" c="dimmed">
        We submit your application to the insurer and call you to finalise it.
      </Text>
      <ApplicationForm
        // The user's details may arrive after the first render; start the form again with them.
        key={user ? 'signed-in' : 'guest'}
        form={form}
        product={product.slug}
        productValue={product.productValue}
        today={today}
        initial={initial}
        submitting={submit.isPending}
        onSubmit={(values) =>
          submit.mutate(values, {
            onSuccess: (answer) => {
              notifySuccess(answer.message ?? APPLICATION_RECEIVED_MESSAGE);
              void navigate('/');
            },
            onError: () => {},
          })
        }
      />
    </Container>
  );
}
