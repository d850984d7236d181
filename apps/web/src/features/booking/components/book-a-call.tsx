import { useState } from 'react';
import { Anchor, Button, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { bookAppointmentSchema } from '@brokerage/shared/booking/book-appointment-schema';
import type { BookedAppointment } from '@brokerage/shared/booking/booking-slots';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { PersonFields } from '#src/components/person-fields.tsx';
import { PurposeNotice } from '#src/components/purpose-notice.tsx';
import { bookAppointment } from '../api/booking-api.ts';
import classes from './book-a-call.module.css';
import { SlotPicker } from './slot-picker.tsx';
import type { SlotChoice } from './slot-picker.tsx';

export interface BookingPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
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
  /** Signed in: the booking shows in My account > Calls, where it can be moved or cancelled. */
  signedIn?: boolean;
}

/**
 * Schedule-a-call (product-flows sections 2 to 5; N15): a date from today to 9 days ahead, the
 * day's slots (only available ones selectable), contact details, Book; then a confirmation with
 * the phone number and OK back home.
 */
export function BookACall({ product, productName, prefill, signedIn = false }: BookACallProps) {
  const [choice, setChoice] = useState<SlotChoice>({ date: null, time: null });
  const { date, time } = choice;
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const queryClient = useQueryClient();
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(detailsSchema),
    mode: 'onChange',
    values: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      mobile: prefill?.mobile ?? '',
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
      setChoice({ date, time: null });
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
        {signedIn && (
          // Where the call can be moved or cancelled.
          <Text size="lg">
            To change or cancel it, go to{' '}
            <Anchor component={Link} to="/account/calls" fw={700}>
              My account &gt; Calls
            </Anchor>
            .
          </Text>
        )}
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

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={classes.layout} noValidate>
      <SlotPicker choice={choice} onChange={setChoice} />

      <div className={classes.details}>
        <Title order={2} size="h4" mb="sm">
          3. Your details
        </Title>
        <Text size="sm" mb="sm">
          An advisor will call you about {productName}.
        </Text>
        <PersonFields control={form.control} />
        <PurposeNotice kind="booking" />
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
