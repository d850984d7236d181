import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Container, List, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FormPlaceholder } from '#src/components/form-placeholder.tsx';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { RedirectWithReason } from '#src/components/redirect-with-reason.tsx';
import { NO_QUOTE_TO_APPLY_FOR } from '#src/features/travel-quote/redirect-reasons.ts';
import { APPLICATION_RECEIVED_MESSAGE } from '@brokerage/shared/travel-quote/application.schema';
import { premiumWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import { ApiError } from '#src/lib/api-client.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { useSubmitApplication } from '#src/features/travel-quote/api/travel-api.ts';
import {
  APPLICATION_KINDS,
  applicationInitial,
} from '#src/features/travel-quote/components/application-questions.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import {
  useSavedTravelQuote,
  useToday,
  useTravelProduct,
} from '#src/features/travel-quote/use-travel-page.ts';

// ADR 0122: the application form loads once the page has hydrated; until then the prerendered
// frame (heading, the plan's line, the form's space) shows.
const TravelApplicationForm = lazy(() =>
  import('#src/features/travel-quote/components/travel-application-form.tsx').then((m) => ({
    default: m.TravelApplicationForm,
  })),
);

/** The application form prefilled from the saved quote; success shows the message and goes home. */
export default function TravelApplicationPage() {
  const product = useTravelProduct();
  const today = useToday();
  const navigate = useNavigate();
  const saved = useSavedTravelQuote(product?.slug);
  const kind = APPLICATION_KINDS[product ? travelProductKind(product.slug) : 'visitor'];
  const submit = useSubmitApplication(kind.form);
  const { user } = useSession();
  // Prerendered as a frame (the heading is the LCP); the saved quote is the browser's, read once
  // the page has hydrated (ADR 0081).
  const hydrated = useHydrated();
  if (!product) return null;
  if (!hydrated)
    return (
      <ApplicationFrame title={`${product.name} application`} plan={null}>
        <FormPlaceholder label="Loading the application form" />
      </ApplicationFrame>
    );
  // A missing saved quote sends the visitor home (product-flows section 2), saying why.
  if (!saved) return <RedirectWithReason to="/" reason={NO_QUOTE_TO_APPLY_FOR} />;

  // A signed-in user's names and e-mail are prefilled (product-flows section 4).
  const account = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : {};
  // The user's details may arrive after the first render; start the form again with them.
  const key = user ? 'signed-in' : 'guest';
  const citation = saved.plan?.citation;
  const premium = saved.plan?.premiumAmount;
  const premiumCents =
    premium === undefined ? [] : (Array.isArray(premium) ? premium : [premium]).map(dollarsToCents);
  // The server's field messages (an answer that disagrees with the quote) shown together here.
  const refused =
    submit.error instanceof ApiError && submit.error.fieldErrors
      ? Object.values(submit.error.fieldErrors)
      : [];
  const form = (
    <TravelApplicationForm
      key={key}
      kind={kind}
      product={saved.product}
      productValue={product.productValue}
      today={today}
      initial={{ ...account, ...applicationInitial(saved) }}
      submitting={submit.isPending}
      // The application cites the stored quote and the plan chosen on the results page (ADR 0088).
      onSubmit={(application) =>
        submit.mutate(citation === undefined ? application : { ...application, quote: citation }, {
          onSuccess: (answer) => {
            notifySuccess(answer.message ?? APPLICATION_RECEIVED_MESSAGE);
            void navigate('/');
          },
          onError: () => {},
        })
      }
    />
  );

  const plan = saved.plan ? (
    <>
      Plan: {saved.plan.plan}, {saved.plan.company}
      {premiumCents.length > 0 && <>. Premium: {premiumWords(premiumCents)}</>}
    </>
  ) : null;
  return (
    <ApplicationFrame title={`${product.name} application`} plan={plan}>
      <Suspense fallback={<FormPlaceholder label="Loading the application form" />}>{form}</Suspense>
      {refused.length > 0 && (
        <Alert color="red" mt="md" role="alert" title="Your application does not match your quote">
          <List size="sm">
            {refused.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </ApplicationFrame>
  );
}

/**
 * Heading, the applied plan's line and the promise, the same before and after hydration: the
 * plan's line keeps its space while unknown, so the form does not move when it appears.
 */
function ApplicationFrame({
  title,
  plan,
  children,
}: {
  title: string;
  plan: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="md" className="page">
      <Title order={1} c="navy.8">
        {title}
      </Title>
      <Text
        mt="xs"
        mih="1.55em"
        {...(plan === null ? { 'aria-hidden': true } : { 'data-testid': 'applied-plan' })}
      >
        {plan}
      </Text>
      <Text mt="xs" mb="lg" size="sm" c="dimmed">
        We submit your application to the insurer and call you to finalise it.
      </Text>
      {children}
    </Container>
  );
}
