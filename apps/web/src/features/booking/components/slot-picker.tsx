import { useId, useMemo } from 'react';
import { Loader, Text, Title, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
// The date pickers' styles load with them, not with every page (30 KB less CSS in the shell).
import '@mantine/dates/styles.layer.css';
import {
  BOOKING_DAYS_AHEAD,
  bookingWindow,
  firstDateWithTimesLeft,
} from '@brokerage/shared/booking/booking-slots';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { useTimeSlots } from '../api/booking-api.ts';
import classes from './book-a-call.module.css';

/** The date and time picked so far ('YYYY-MM-DD' and 'HH:mm', Eastern). */
export interface SlotChoice {
  date: string | null;
  time: string | null;
}

export interface SlotPickerProps {
  choice: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  /** A slot that is the customer's own already (rescheduling): shown taken. */
  currentStartsAt?: string;
}

/**
 * Steps 1 and 2 of the booking (product-flows sections 3 and 4; N15): a date from today to 9 days
 * ahead, then the day's slots with only available ones selectable. The booking page and
 * My account > Calls (reschedule) share it; the two blocks are the caller's grid cells.
 */
export function SlotPicker({ choice, onChange, currentStartsAt }: SlotPickerProps) {
  const { date, time } = choice;
  const id = useId();
  const window9 = useMemo(() => {
    const now = new Date();
    // After today's last slot, today is not offered at all.
    return { first: firstDateWithTimesLeft(now), last: bookingWindow(now).last };
  }, []);
  const slots = useTimeSlots(date);
  const available = (slots.data ?? []).filter((s) => s.IS_AVAILABLE && s.STARTS_AT !== currentStartsAt);
  return (
    <>
      <div>
        <Title order={2} size="h4" mb="sm" id={`${id}-date`}>
          1. Choose a date
        </Title>
        <DatePicker
          aria-labelledby={`${id}-date`}
          value={date}
          minDate={window9.first}
          maxDate={window9.last}
          defaultDate={window9.first}
          weekendDays={[]}
          // Days of the next month drawn in this month's grid looked disabled though bookable.
          hideOutsideDates
          ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          // Product-flows section 4: picking a date clears the chosen time and reloads the slots.
          onChange={(value) => onChange({ date: value, time: null })}
        />
        <Text size="xs" c="dimmed" mt="xs">
          Today to {BOOKING_DAYS_AHEAD} days ahead. Times are Eastern time.
        </Text>
      </div>

      <div>
        <Title order={2} size="h4" mb="sm" id={`${id}-time`}>
          2. Choose a time
        </Title>
        {date === null ? (
          <Text c="dimmed">Pick a date to see the available times.</Text>
        ) : slots.isPending ? (
          <Loader size="sm" aria-label="Loading times" />
        ) : available.length === 0 ? (
          <Text>No times are left on {formatDisplayDate(date)}. Please choose another date.</Text>
        ) : (
          <div role="radiogroup" aria-labelledby={`${id}-time`} className={classes.slots}>
            {(slots.data ?? []).map((slot) => {
              const free = slot.IS_AVAILABLE && slot.STARTS_AT !== currentStartsAt;
              return (
                <UnstyledButton
                  key={slot.TIME}
                  role="radio"
                  aria-checked={time === slot.TIME}
                  disabled={!free}
                  className={classes.slot}
                  data-selected={time === slot.TIME || undefined}
                  onClick={() => onChange({ date, time: slot.TIME })}
                >
                  {slot.SLOT}
                </UnstyledButton>
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}
