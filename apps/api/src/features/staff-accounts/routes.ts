// Staff accounts under /api/admin/staff (ADR 0091): every staff member may list staff
// (to assign leads); only admins invite and remove them.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { staffInviteSchema, staffMemberSchema } from '@brokerage/shared/staff-accounts/staff-schemas';
import { adminErrorResponses, adminId, recordIdParams } from '../../lib/admin-request.ts';
import {
  INVITE_EXISTING_ACCOUNT_MESSAGE,
  inviteStaffMember,
  listStaffMembers,
  removeStaffMember,
} from '../accounts/staff-members.ts';

export const STAFF_INVITED = 'Invitation sent';
export const STAFF_REMOVED = 'Staff access removed';

export const staffAccountsRoutes: FastifyPluginAsyncZod<{
  context: { jwtSecret: string; publicUrl: string };
}> = async (app, options) => {
  const ctx = { ...options.context, db: app.db };
  const tags = ['staff accounts'];

  app.get(
    '/admin/staff',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Advisors and admins (staff)',
        response: { 200: apiResponseSchema(z.array(staffMemberSchema())), ...adminErrorResponses },
      },
    },
    async () => ({ data: await listStaffMembers(ctx) }),
  );

  app.post(
    '/admin/staff/invite',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Invite an advisor or admin by e-mail: the role applies once they accept the single-use link (admin)',
        body: staffInviteSchema(),
        response: {
          200: apiResponseSchema(z.object({ id: z.string() })),
          409: adminErrorResponses[400],
          ...adminErrorResponses,
        },
      },
    },
    async (request) => {
      const { id, existingAccount } = await inviteStaffMember(ctx, request.body);
      return { message: existingAccount ? INVITE_EXISTING_ACCOUNT_MESSAGE : STAFF_INVITED, data: { id } };
    },
  );

  app.delete(
    '/admin/staff/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "Remove a staff member's access; the account stays a customer account (admin)",
        params: recordIdParams('This staff member does not exist'),
        response: { 200: apiResponseSchema(z.object({})), ...adminErrorResponses },
      },
    },
    async (request) => {
      await removeStaffMember(ctx, request.params.id, adminId(request.user));
      return { message: STAFF_REMOVED, data: {} };
    },
  );
};
