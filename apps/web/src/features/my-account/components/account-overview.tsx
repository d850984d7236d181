import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { callsQueryKey, fetchCalls, fetchProfile, profileQueryKey } from '../api/my-account-api.ts';
import { applicationsQueryKey, fetchApplicationList } from './account-applications.tsx';

const SHORTCUTS = [
  { to: '/term-life/quote/basic', label: 'Term life quote' },
  { to: '/whole-life/quote/basic', label: 'Whole life quote' },
  { to: '/canadian-travellers/quote/basic', label: 'Travel quote' },
] as const;

/** Overview: greeting, what needs the customer's attention, and new quotes. */
export function AccountOverview() {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: async () => (await fetchProfile()).data });
  const applications = useQuery({ queryKey: applicationsQueryKey, queryFn: fetchApplicationList });
  const calls = useQuery({
    queryKey: callsQueryKey,
    queryFn: async () => (await fetchCalls()).data ?? [],
  });
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
    <Stack gap="lg">
      <Text size="lg">Hello {data.firstName},</Text>
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
    </Stack>
  );
}
