import { useMemo, useState } from 'react';
import { Button, Loader, Text, Title, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  BOOKING_DAYS_AHEAD,
  bookAppointmentSchema,
  bookingWindow,
  firstDateWithTimesLeft,
} from '@brokerage/shared/booking/booking-slots';
import type { BookedAppointment } from '@brokerage/shared/booking/booking-slots';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { PersonFields } from '#src/components/person-fields.tsx';
import { bookAppointment, useTimeSlots } from '../api/booking-api.ts';
import classes from './book-a-call.module.css';

export interface BookingPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
}

// The contact part of the shared booking schema; date, time and product come from the page.
const detailsSchema = bookAppointmentSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  mobile: true,
});
type DetailsInput = z.input<typeof detailsSchema>;
type Details = z.output<typeof detailsSchema>;

interface BookACallProps {
  /** The product the page belongs to (N6). */
  product: number;
  productName: string;
  prefill?: BookingPrefill;
}

/**
 * Schedule-a-call (product-flows sections 2 to 5; N15): a date from today to 9 days ahead, the
 * day's slots (only available ones selectable), contact details, Book; then a confirmation with
 * the phone number and OK back home.
 */
export function BookACall({ product, productName, prefill }: BookACallProps) {
  const window9 = useMemo(() => {
    const now = new Date();
    // After today's last slot, today is not offered at all (issue 21).
    return { first: firstDateWithTimesLeft(now), last: bookingWindow(now).last };
  }, []);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const slots = useTimeSlots(date);
  const queryClient = useQueryClient();
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(detailsSchema),
    mode: 'onChange',
    values: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      mobile: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    if (date === null || time === null) return;
    try {
      const answer = await bookAppointment({ ...details, date, time, products: [product] });
      if (answer.data) {
        setBooked(answer.data);
        window.scrollTo({ top: 0 });
      }
    } catch {
      // Toasted by the api client; a full slot has been taken meanwhile: show the fresh slots.
      setTime(null);
      await queryClient.invalidateQueries({ queryKey: ['time-slots', date] });
    }
  });

  if (booked !== null) {
    return (
      <section className={classes.confirmation} aria-labelledby="booked-heading">
        <Title order={2} id="booked-heading" c="navy.8">
          Your call is booked
        </Title>
        <Text size="lg">
          {formatDisplayDate(booked.date)}, {booked.label} (Eastern time). We have sent you a confirmation
          e-mail with a calendar invitation.
        </Text>
        <Text size="lg">
          Questions before then? Call us at{' '}
          <a href={COMPANY.phoneHref} className={classes.phone}>
            {COMPANY.phone}
          </a>
          .
        </Text>
        <Button component={Link} to="/" color="navy.8" w={120}>
          OK
        </Button>
      </section>
    );
  }

  const available = (slots.data ?? []).filter((s) => s.IS_AVAILABLE);

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={classes.layout} noValidate>
      <div>
        <Title order={2} size="h4" mb="sm" id="booking-date-label">
          1. Choose a date
        </Title>
        <DatePicker
          aria-labelledby="booking-date-label"
          value={date}
          minDate={window9.first}
          maxDate={window9.last}
          defaultDate={window9.first}
          weekendDays={[]}
          // Days of the next month drawn in this month's grid looked disabled though bookable.
          hideOutsideDates
          ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
          onChange={(value) => {
            // Product-flows section 4: picking a date clears the chosen time and reloads the slots.
            setDate(value);
            setTime(null);
          }}
        />
        <Text size="xs" c="dimmed" mt="xs">
          Today to {BOOKING_DAYS_AHEAD} days ahead. Times are Eastern time.
        </Text>
      </div>

      <div>
        <Title order={2} size="h4" mb="sm" id="booking-time-label">
          2. Choose a time
        </Title>
        {date === null ? (
          <Text c="dimmed">Pick a date to see the available times.</Text>
        ) : slots.isPending ? (
          <Loader size="sm" aria-label="Loading times" />
        ) : available.length === 0 ? (
          <Text>No times are left on {formatDisplayDate(date)}. Please choose another date.</Text>
        ) : (
          <div role="radiogroup" aria-labelledby="booking-time-label" className={classes.slots}>
            {(slots.data ?? []).map((slot) => (
              <UnstyledButton
                key={slot.TIME}
                role="radio"
                aria-checked={time === slot.TIME}
                disabled={!slot.IS_AVAILABLE}
                className={classes.slot}
                data-selected={time === slot.TIME || undefined}
                onClick={() => setTime(slot.TIME)}
              >
                {slot.SLOT}
              </UnstyledButton>
            ))}
          </div>
        )}
      </div>

      <div className={classes.details}>
        <Title order={2} size="h4" mb="sm">
          3. Your details
        </Title>
        <Text size="sm" mb="sm">
          An advisor will call you about {productName}.
        </Text>
        <PersonFields control={form.control} />
        <Button
          type="submit"
          color="navy.8"
          mt="md"
          disabled={!isValid || date === null || time === null}
          loading={isSubmitting}
        >
          Book
        </Button>
      </div>
    </form>
  );
}
