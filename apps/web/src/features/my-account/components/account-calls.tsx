import { useId, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountCall } from '@brokerage/shared/booking/account-calls';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { notifySuccess } from '#src/lib/notify.ts';
import { callsQueryKey, cancelCall, fetchCalls, rescheduleCall } from '../api/my-account-api.ts';
import { BOOK_A_CALL_PATH } from './advisor-card.tsx';
import classes from './account-calls.module.css';

/** The booking feature's date and time picker, handed in by the route (features do not import each other). */
export interface SlotPickerSlot {
  choice: { date: string | null; time: string | null };
  onChange: (choice: { date: string | null; time: string | null }) => void;
  currentStartsAt?: string;
}

const productsOf = (call: AccountCall) =>
  call.products.map((value) => findProductByValue(value)?.name ?? String(value)).join(', ');
const whenOf = (call: AccountCall) => `${formatDisplayDate(call.date)}, ${call.label} (Eastern time)`;

const STATE_BADGE: Record<AccountCall['state'], { label: string; color: string }> = {
  upcoming: { label: 'Booked', color: 'teal.9' },
  past: { label: 'Past', color: 'gray.8' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
};

/** The one status a call shows: its state, or Completed once staff closed it. */
const badgeOf = (call: AccountCall) =>
  call.state !== 'cancelled' && call.status === 'Completed'
    ? { label: 'Completed', color: 'navy.8' }
    : STATE_BADGE[call.state];

/** Calls: upcoming and past bookings; an upcoming one can be moved or cancelled. */
export function AccountCalls({ SlotPicker }: { SlotPicker: ComponentType<SlotPickerSlot> }) {
  const calls = useQuery({ queryKey: callsQueryKey, queryFn: async () => (await fetchCalls()).data ?? [] });
  if (calls.isPending) return <Loader color="navy.8" role="status" aria-label="Loading" />;
  const rows = calls.data ?? [];
  const upcoming = rows.filter((c) => c.state === 'upcoming').reverse();
  const others = rows.filter((c) => c.state !== 'upcoming');
  return (
    <Stack gap="xl">
      <CallSection
        title="Upcoming calls"
        calls={upcoming}
        empty={
          <>
            No upcoming call.{' '}
            <Anchor component={Link} to={BOOK_A_CALL_PATH} c="navy.8" fw={600}>
              Book a call with an advisor
            </Anchor>
          </>
        }
        SlotPicker={SlotPicker}
      />
      <CallSection
        title="Past and cancelled calls"
        calls={others}
        empty="None yet."
        SlotPicker={SlotPicker}
      />
    </Stack>
  );
}

interface CallSectionProps {
  title: string;
  calls: AccountCall[];
  empty: ReactNode;
  SlotPicker: ComponentType<SlotPickerSlot>;
}

function CallSection({ title, calls, empty, SlotPicker }: CallSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {calls.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <Stack gap="sm">
          {calls.map((call) => (
            <CallCard key={call.id} call={call} SlotPicker={SlotPicker} />
          ))}
        </Stack>
      )}
    </section>
  );
}

type Step = 'view' | 'confirm-cancel' | 'reschedule';

function CallCard({ call, SlotPicker }: { call: AccountCall; SlotPicker: ComponentType<SlotPickerSlot> }) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>('view');
  const [choice, setChoice] = useState<SlotPickerSlot['choice']>({ date: null, time: null });
  const { date, time } = choice;
  const [busy, setBusy] = useState(false);
  const badge = badgeOf(call);
  const when = whenOf(call);

  async function settle(change: Promise<{ message?: string | undefined }>) {
    setBusy(true);
    // Errors (a slot taken meanwhile: 409) are toasted by the api client; the fresh slots then show.
    const answer = await change.catch(() => undefined);
    setBusy(false);
    if (answer !== undefined) {
      if (answer.message) notifySuccess(answer.message);
      setStep('view');
    } else {
      setChoice({ date, time: null });
    }
    await client.invalidateQueries({ queryKey: ['time-slots'] });
    await client.invalidateQueries({ queryKey: callsQueryKey });
  }

  return (
    <Card withBorder padding="md" component="article" aria-label={`Call of ${when}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text fw={700}>{when}</Text>
          <Text size="sm">About: {productsOf(call)}</Text>
        </div>
        <Badge color={badge.color} variant="filled" size="lg">
          {badge.label}
        </Badge>
      </Group>
      {call.state === 'upcoming' && step === 'view' && (
        <Group gap="sm" mt="md">
          <Button color="navy.8" onClick={() => setStep('reschedule')}>
            Reschedule
          </Button>
          <Button variant="outline" color="red.9" onClick={() => setStep('confirm-cancel')}>
            Cancel call
          </Button>
        </Group>
      )}
      {step === 'confirm-cancel' && (
        <Alert color="red" variant="light" mt="md" title="Cancel this call?">
          <Text size="sm" mb="sm">
            Your call of {when} will be cancelled and its time freed. We will e-mail you a calendar update.
          </Text>
          <Group gap="sm">
            <Button color="red.9" loading={busy} onClick={() => void settle(cancelCall(call.id))}>
              Yes, cancel the call
            </Button>
            <Button variant="default" onClick={() => setStep('view')}>
              Keep my call
            </Button>
          </Group>
        </Alert>
      )}
      {step === 'reschedule' && (
        <div className={classes.reschedule}>
          <Text fw={700} mb="sm">
            Move your call to another time
          </Text>
          <div className={classes.picker}>
            <SlotPicker choice={choice} onChange={setChoice} currentStartsAt={call.startsAt} />
          </div>
          <Group gap="sm" mt="md">
            <Button
              color="navy.8"
              disabled={date === null || time === null}
              loading={busy}
              onClick={() => {
                if (date !== null && time !== null) void settle(rescheduleCall(call.id, { date, time }));
              }}
            >
              Move my call
            </Button>
            <Button variant="default" onClick={() => setStep('view')}>
              Keep the current time
            </Button>
          </Group>
        </div>
      )}
    </Card>
  );
}
