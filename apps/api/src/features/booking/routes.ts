// Booking calls under /api/contact (product-flows section 7; platform spec section 7 for the
// admin list). Admin calls are guarded by requireAdmin on the server.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiResponseSchema } from '@brokerage/shared/api/api-error';
import { pageParamsSchema, pagedListSchema } from '@brokerage/shared/admin/paged-list';
import { bookAppointmentSchema } from '@brokerage/shared/booking/book-appointment-schema';
import {
  appointmentListRequestSchema,
  bookAppointmentContract,
  timeSlotsContract,
  timeSlotsRequestSchema,
} from '@brokerage/shared/booking/booking-slots';
import { appointmentRecordSchema, statusUpdateSchema } from '@brokerage/shared/contact/contact-schemas';
import { adminErrorResponses, adminId, recordIdParams } from '../../lib/admin-request.ts';
import type { ContactContext } from '../contact/contact-context.ts';
import { availableTimeSlots } from './available-time-slots.ts';
import { bookAppointment } from './book-appointment.ts';
import {
  APPOINTMENT_NOT_FOUND,
  APPOINTMENT_UPDATED,
  listAppointmentsOn,
  updateAppointment,
} from './manage-appointments.ts';

/** Counted after validation, like the lead forms: refused answers use none of the allowance. */
export const BOOKING_RATE_LIMIT = { max: 20, timeWindow: '15 minutes', hook: 'preHandler' } as const;

export const bookingRoutes: FastifyPluginAsyncZod<{ context: Omit<ContactContext, 'db'> }> = async (
  app,
  options,
) => {
  const ctx: ContactContext = { ...options.context, db: app.db };
  const tags = ['booking'];

  app.post(
    '/contact/available/time-slots',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The 30-minute slots of a date, Eastern time',
        body: timeSlotsRequestSchema,
        response: { 200: apiResponseSchema(timeSlotsContract.data), 400: apiErrorSchema },
      },
    },
    async (request) => ({ data: await availableTimeSlots(app.db, request.body.date, ctx.slotCapacity) }),
  );

  app.post(
    '/contact/book-appointment',
    {
      config: { access: 'public', rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Book a call in a slot',
        body: bookAppointmentSchema,
        response: {
          200: apiResponseSchema(bookAppointmentContract.data),
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      // A signed-in user's booking is linked to the account; a guest's is not (no token needed).
      const user = await app.optionalUser(request);
      return bookAppointment(ctx, request.body, user === undefined ? {} : { userId: user.id });
    },
  );

  app.post(
    '/contact/booking-appointments/list/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Appointments of a date (admin)',
        params: pageParamsSchema,
        body: appointmentListRequestSchema,
        response: {
          200: apiResponseSchema(pagedListSchema(appointmentRecordSchema())),
          ...adminErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listAppointmentsOn(app.db, request.body.date, request.params.page) }),
  );

  app.put(
    '/contact/appointment/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Change the status of an appointment with a note (admin)',
        params: recordIdParams(APPOINTMENT_NOT_FOUND),
        body: statusUpdateSchema(),
        response: { 200: apiResponseSchema(appointmentRecordSchema()), ...adminErrorResponses },
      },
    },
    async (request) => ({
      message: APPOINTMENT_UPDATED,
      data: await updateAppointment(app.db, adminId(request.user), request.params.id, request.body),
    }),
  );
};
