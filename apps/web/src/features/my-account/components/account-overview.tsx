import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WITHDRAWABLE_STATUSES } from '@brokerage/shared/accounts/my-applications-schemas';
import { quoteAnswersInWords, quoteProductName } from '@brokerage/shared/accounts/quote-words';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import { ButtonLink } from '#src/components/ui/first-load.tsx';
import { Card, EmptyState } from '#src/components/ui/design-parts.tsx';
import {
  advisorQueryKey,
  callsQueryKey,
  fetchAdvisor,
  fetchCalls,
  fetchProfile,
  profileQueryKey,
} from '../api/my-account-api.ts';
import { applicationsQueryKey, fetchApplicationList, StatusBadge } from './application-list.tsx';
import { AdvisorCard } from './advisor-card.tsx';
import { quotedOn, useAccountQuotes } from './account-quotes.tsx';
import classes from './account-overview.module.css';

const SHORTCUTS = [
  { to: '/term-life/quote/basic', label: 'Term life quote' },
  { to: '/whole-life/quote/basic', label: 'Whole life quote' },
  { to: '/canadian-travellers/quote/basic', label: 'Travel quote' },
] as const;

/**
 * Overview (ADR 0119): it leads with what is in progress, the newest open application or else the
 * newest quote, and who the customer's advisor is; then what needs their attention and new quotes.
 */
export function AccountOverview() {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: async () => (await fetchProfile()).data });
  const applications = useQuery({ queryKey: applicationsQueryKey, queryFn: fetchApplicationList });
  const calls = useQuery({
    queryKey: callsQueryKey,
    queryFn: async () => (await fetchCalls()).data ?? [],
  });
  const advisor = useQuery({
    queryKey: advisorQueryKey,
    queryFn: async () => (await fetchAdvisor()).data?.advisor ?? null,
  });
  const quotes = useAccountQuotes();
  if (profile.isPending) return <Loader color="navy.8" role="status" aria-label="Loading" />;
  const data = profile.data;
  if (!data) return null;
  const attention: { text: string; to: string; action: string }[] = [];
  if (!data.emailConfirmed)
    attention.push({
      text: `Your e-mail ${data.email} is not confirmed yet.`,
      to: '/email-confirmation',
      action: 'Confirm my e-mail',
    });
  if (data.pendingEmail !== null)
    attention.push({
      text: `We sent a link to ${data.pendingEmail}. Open it to use that address.`,
      to: '/account/profile',
      action: 'Profile and security',
    });
  // An application staff are waiting on ("an application waiting for them").
  for (const application of applications.data ?? [])
    if (application.status === 'More information needed')
      attention.push({
        text: `We need more information for your ${application.productName} application ${application.reference}.`,
        to: '/account/applications',
        action: 'My applications',
      });
  // The soonest upcoming call (the list is newest first).
  const nextCall = calls.data?.filter((call) => call.state === 'upcoming').at(-1);
  if (nextCall !== undefined)
    attention.push({
      text: `Your next call with an advisor: ${formatDisplayDate(nextCall.date)}, ${nextCall.label} (Eastern time).`,
      to: '/account/calls',
      action: 'Change or cancel it',
    });
  return (
    <div className={classes.overview}>
      <Text size="lg">Hello {data.firstName},</Text>
      <div className={classes.lead}>
        <div className={classes.inProgress}>
          <InProgress
            applications={applications.data}
            quotes={quotes.data}
            loading={applications.isPending || quotes.isPending}
          />
        </div>
        <AdvisorCard name={advisor.data?.name} />
      </div>
      <section aria-labelledby="attention-title">
        <Title order={2} size="h3" id="attention-title" mb="xs">
          Needs your attention
        </Title>
        {attention.length === 0 ? (
          <Text>Nothing needs your attention right now.</Text>
        ) : (
          <Stack gap="xs">
            {attention.map((item) => (
              <Alert key={item.text} color="yellow" variant="light">
                {item.text}{' '}
                <Anchor component={Link} to={item.to}>
                  {item.action}
                </Anchor>
              </Alert>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="shortcuts-title">
        <Title order={2} size="h3" id="shortcuts-title" mb="xs">
          Get a new quote
        </Title>
        <Group gap="sm">
          {SHORTCUTS.map((s) => (
            <Button key={s.to} component={Link} to={s.to} variant="outline" color="navy.8">
              {s.label}
            </Button>
          ))}
          <Button component={Link} to="/account/quotes" color="navy.8">
            My quotes
          </Button>
        </Group>
      </section>
    </div>
  );
}

type Applications = Awaited<ReturnType<typeof fetchApplicationList>>;
type Quotes = NonNullable<ReturnType<typeof useAccountQuotes>['data']>;

/** The newest application still being worked on, else the newest quote, else where to start. */
function InProgress({
  applications,
  quotes,
  loading,
}: {
  applications: Applications | undefined;
  quotes: Quotes | undefined;
  loading: boolean;
}) {
  const open = applications?.find((a) => (WITHDRAWABLE_STATUSES as readonly string[]).includes(a.status));
  const quote = quotes?.[0];
  if (loading) return <Loader color="navy.8" role="status" aria-label="Loading what is in progress" />;
  if (open !== undefined)
    return (
      <Card as="section" aria-labelledby="in-progress-title">
        <h2 id="in-progress-title" className={classes.cardTitle}>
          Your {open.productName} application
        </h2>
        <p className={classes.cardLine}>
          {open.reference}, sent {formatDisplayDate(open.submittedOn)} <StatusBadge status={open.status} />
        </p>
        {open.plan !== null && <p className={classes.cardLine}>{open.plan}</p>}
        <ButtonLink tone="maple" to="/account/applications">
          {open.canReply ? 'Answer your advisor' : 'Follow your application'}
        </ButtonLink>
      </Card>
    );
  if (quote !== undefined)
    return (
      <Card as="section" aria-labelledby="in-progress-title">
        <h2 id="in-progress-title" className={classes.cardTitle}>
          Your {quoteProductName(quote.product)} quote
        </h2>
        <p className={classes.cardLine}>{quoteAnswersInWords(quote.product, quote.request)}</p>
        <p className={classes.cardLine}>
          Quoted on {quotedOn(quote)}
          {quote.bestPremiumCents === null ? '' : `, best premium then ${formatCad(quote.bestPremiumCents)}`}
        </p>
        <ButtonLink tone="maple" to="/account/quotes">
          See it again and apply
        </ButtonLink>
      </Card>
    );
  return (
    <EmptyState
      title="No quote or application yet"
      action={
        <ButtonLink tone="maple" to="/term-life/quote/basic">
          Start a term life quote
        </ButtonLink>
      }
    >
      <p>Quotes you run while signed in are kept here, and so are your applications once sent.</p>
    </EmptyState>
  );
}
