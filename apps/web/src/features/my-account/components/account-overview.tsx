import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WITHDRAWABLE_STATUSES } from '@brokerage/shared/accounts/my-applications-schemas';
import { quoteAnswersInWords, quoteProductName } from '@brokerage/shared/accounts/quote-words';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import { ButtonLink, Spinner } from '#src/components/ui/first-load.tsx';
import { Card, EmptyState, Notice, StatusBadge } from '#src/components/ui/design-parts.tsx';
import type { AccountOverview } from '@brokerage/shared/accounts/account-overview-schema';
import { claimKeptQuotes } from '#src/lib/kept-quotes.ts';
import { callsQueryKey, fetchOverview, overviewQueryKey, profileQueryKey } from '../api/my-account-api.ts';
import { applicationsQueryKey } from './application-list.tsx';
import { AdvisorCard } from './advisor-card.tsx';
import { quotedOn, quotesQueryKey } from './account-quotes-query.ts';
import classes from './account-overview.module.css';

const SHORTCUTS = [
  { to: '/term-life/quote/basic', label: 'Term life quote' },
  { to: '/whole-life/quote/basic', label: 'Whole life quote' },
  { to: '/canadian-travellers/quote/basic', label: 'Travel quote' },
] as const;

/**
 * Overview (ADR 0119): it leads with what is in progress, the newest open application or else the
 * newest quote, and who the customer's advisor is; then what needs their attention and new quotes.
 * The design system's plain elements, not Mantine's: this is My account's first screen, rendered
 * in one task when its answers arrive (ADR 0145).
 */
export function AccountOverview() {
  const client = useQueryClient();
  // One call for the whole overview (ADR 0148); its parts seed the sections' own queries, so a
  // section opened next shows at once while it refreshes.
  const overview = useQuery({
    queryKey: overviewQueryKey,
    queryFn: async (): Promise<AccountOverview | null> => {
      await claimKeptQuotes().catch(() => undefined);
      const answer = (await fetchOverview()).data;
      if (answer === undefined) return null;
      client.setQueryData(profileQueryKey, answer.profile);
      client.setQueryData(applicationsQueryKey, answer.applications);
      client.setQueryData(callsQueryKey, answer.calls);
      client.setQueryData(quotesQueryKey, answer.quotes);
      return answer;
    },
  });
  if (overview.isPending) return <Spinner />;
  if (!overview.data) return null;
  const { profile: data, applications, calls, advisor, quotes } = overview.data;
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
  for (const application of applications)
    if (application.status === 'More information needed')
      attention.push({
        text: `We need more information for your ${application.productName} application ${application.reference}.`,
        to: '/account/applications',
        action: 'My applications',
      });
  // The soonest upcoming call (the list is newest first).
  const nextCall = calls.filter((call) => call.state === 'upcoming').at(-1);
  if (nextCall !== undefined)
    attention.push({
      text: `Your next call with an advisor: ${formatDisplayDate(nextCall.date)}, ${nextCall.label} (Eastern time).`,
      to: '/account/calls',
      action: 'Change or cancel it',
    });
  return (
    <div className={classes.overview}>
      <p className={classes.greeting}>Hello {data.firstName},</p>
      <div className={classes.lead}>
        <div className={classes.inProgress}>
          <InProgress applications={applications} quotes={quotes} />
        </div>
        <AdvisorCard name={advisor.advisor?.name} />
      </div>
      <section aria-labelledby="attention-title">
        <h2 id="attention-title" className={classes.sectionTitle}>
          Needs your attention
        </h2>
        {attention.length === 0 ? (
          <p className={classes.sectionText}>Nothing needs your attention right now.</p>
        ) : (
          <div className={classes.attention}>
            {attention.map((item) => (
              <Notice key={item.text} tone="warning">
                {item.text}{' '}
                <Link to={item.to} className={classes.link}>
                  {item.action}
                </Link>
              </Notice>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className={classes.sectionTitle}>
          Get a new quote
        </h2>
        <div className={classes.shortcuts}>
          {SHORTCUTS.map((s) => (
            <ButtonLink key={s.to} to={s.to} tone="quiet">
              {s.label}
            </ButtonLink>
          ))}
          <ButtonLink to="/account/quotes" tone="navy">
            My quotes
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** The newest application still being worked on, else the newest quote, else where to start. */
function InProgress({ applications, quotes }: Pick<AccountOverview, 'applications' | 'quotes'>) {
  const open = applications.find((a) => (WITHDRAWABLE_STATUSES as readonly string[]).includes(a.status));
  const quote = quotes[0];
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
