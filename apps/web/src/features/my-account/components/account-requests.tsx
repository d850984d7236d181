import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_REQUEST_LABELS } from '@brokerage/shared/accounts/my-applications-schemas';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { fetchRequests } from '../api/my-account-api.ts';
import { StatusBadge } from '#src/components/ui/design-parts.tsx';

/** Requests: contact requests and lead-form inquiries, each with its status. */
export function AccountRequests() {
  const requests = useQuery({
    queryKey: ['account', 'requests'],
    queryFn: async () => (await fetchRequests()).data ?? [],
  });
  if (requests.isPending) return <Loader color="navy.8" role="status" aria-label="Loading" />;
  const rows = requests.data ?? [];
  if (rows.length === 0)
    return (
      <Text>
        No requests yet. The contact requests and service inquiries you send with your confirmed e-mail show
        here.
      </Text>
    );
  return (
    <Stack gap="sm">
      {rows.map((request) => (
        <Card
          key={request.id}
          withBorder
          padding="md"
          component="article"
          aria-labelledby={`request-${request.id}`}
        >
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <div>
              <Title order={2} size="h4" id={`request-${request.id}`}>
                {ACCOUNT_REQUEST_LABELS[request.kind]}: {request.subject}
              </Title>
              <Text size="sm">
                Reference {request.reference}, sent on {formatDisplayDate(request.submittedOn)}
              </Text>
            </div>
            <StatusBadge status={request.status} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
