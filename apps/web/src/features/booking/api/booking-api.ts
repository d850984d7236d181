import { useQuery } from '@tanstack/react-query';
import type { BookAppointmentInput } from '@brokerage/shared/booking/book-appointment-schema';
import { bookAppointmentContract, timeSlotsContract } from '@brokerage/shared/booking/booking-slots';
import { apiClient } from '#src/lib/api-client.ts';

/** POST contact/available/time-slots {date} (product-flows section 7). */
export function useTimeSlots(date: string | null) {
  return useQuery({
    queryKey: ['time-slots', date],
    enabled: date !== null,
    queryFn: async () =>
      (await apiClient.post('contact/available/time-slots', { date }, { data: () => timeSlotsContract.data }))
        .data ?? [],
  });
}

/** POST contact/book-appointment. */
export function bookAppointment(body: BookAppointmentInput) {
  return apiClient.post('contact/book-appointment', body, { data: () => bookAppointmentContract.data });
}
