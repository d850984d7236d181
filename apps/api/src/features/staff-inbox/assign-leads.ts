// POST /api/admin/inbox/assign: one lead or a selection to a staff member, to me, or to nobody.
// Each assignment joins the lead's timeline and the audit log.

import type { AssignInboxBody } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../lib/app-error.ts';
import { insertAudit, insertEvents, selectStaffUser, updateAssignee } from './staff-inbox.repository.ts';

export const NOT_STAFF_MESSAGE = 'Please choose a staff member';

export async function assignLeads(
  db: Db,
  body: AssignInboxBody,
  actorId: string,
): Promise<{ assigned: number; message: string }> {
  const assigneeId = body.assignee === 'me' ? actorId : body.assignee;
  return inTransaction(db, async (tx) => {
    let name = 'nobody';
    if (assigneeId !== null) {
      const staff = await selectStaffUser(tx, assigneeId);
      if (staff === undefined || (staff.role !== 'advisor' && staff.role !== 'admin')) {
        throw badRequest(NOT_STAFF_MESSAGE);
      }
      name = staff.name;
    }
    const ids = await updateAssignee(tx, [...new Set(body.ids)], assigneeId);
    await insertEvents(
      tx,
      ids.map((itemId) => ({ itemId, kind: 'assignment' as const, note: `Assigned to ${name}`, actorId })),
    );
    await insertAudit(tx, {
      actorId,
      action: 'inbox.assigned',
      details: { leads: ids, assignee: assigneeId },
    });
    const message =
      ids.length === 1 ? `1 lead assigned to ${name}` : `${String(ids.length)} leads assigned to ${name}`;
    return { assigned: ids.length, message };
  });
}
