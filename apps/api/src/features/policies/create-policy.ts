// Staff turn an application into a policy from the inbox's lead detail. The policy belongs to the
// application's owner: its account id, and its e-mail (a guest's application, confirmed later by
// signing up with that address, as applications already are).

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import {
  INSURER_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  POLICY_NUMBER_TAKEN_MESSAGE,
} from '@brokerage/shared/policies/policy-schemas';
import type { CreatePolicyBody, Policy, PolicyStatus } from '@brokerage/shared/policies/policy-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import {
  insertPolicy,
  selectApplicationOwner,
  selectLead,
  selectPoliciesOfApplication,
  selectPolicy,
  updatePolicyStatus,
} from './policies.repository.ts';
import { selectDocumentsOfApplication } from './policy-documents.repository.ts';
import { toDocument, toPolicies } from './policy-view.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';

export const APPLICATION_NOT_FOUND_MESSAGE = 'This application does not exist';

/** The application an inbox lead stands for; undefined for other kinds of lead. */
export async function applicationOfLead(
  db: Db,
  leadId: string,
): Promise<{ kind: 'life' | 'travel'; id: string; reference: string } | undefined> {
  const lead = await selectLead(db, leadId);
  if (lead === undefined) return undefined;
  if (lead.kind === 'life-application') return { kind: 'life', id: lead.sourceId, reference: lead.reference };
  if (lead.kind === 'travel-application')
    return { kind: 'travel', id: lead.sourceId, reference: lead.reference };
  return undefined;
}

export async function createPolicy(db: Db, body: CreatePolicyBody, actorId: string): Promise<Policy> {
  // Insurers are data (ADR 0097): the list staff keep, not a list fixed in the code.
  if (!(await insurerDirectory(db)).active.has(body.insurer))
    throw validationFailed({ insurer: INSURER_MESSAGE });
  const application = await applicationOfLead(db, body.leadId);
  if (application === undefined) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const owner = await selectApplicationOwner(db, application.kind, application.id);
  if (owner === undefined) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const row = await inTransaction(db, async (tx) => {
    const policy = await insertPolicy(tx, {
      policyNumber: body.policyNumber,
      applicationKind: application.kind,
      applicationId: application.id,
      userId: owner.userId,
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      phone: owner.phone,
      province: owner.province,
      productValue: owner.productValue,
      insurer: body.insurer,
      planName: body.planName,
      startDate: body.startDate,
      endDate: body.endDate,
      premiumCents: body.premiumCents,
      paymentSchedule: body.paymentSchedule,
      rateVersion: body.rateVersion,
      insuredPersons: body.insuredPersons,
      createdBy: actorId,
    });
    if (policy === undefined) throw conflict(POLICY_NUMBER_TAKEN_MESSAGE);
    await recordAudit(tx, {
      actorId,
      action: 'policy.created',
      target: policy.id,
      details: { application: application.reference },
    });
    const productName = findProductByValue(owner.productValue)?.name ?? 'insurance';
    await enqueueMail(tx, {
      to: owner.email,
      subject: `Your ${productName} policy ${policy.policyNumber}`,
      ...composeMail({
        greeting: `Hello ${owner.firstName},`,
        paragraphs: [
          `Your ${productName} policy ${policy.policyNumber} has been issued. You can see it, and download its documents as the insurer sends them, in My account > Policies (sign in with this e-mail address).`,
        ],
      }),
    });
    return policy;
  });
  const [policy] = await toPolicies(db, [row]);
  if (policy === undefined) throw new Error('policy vanished');
  return policy;
}

/** What the lead detail shows staff: the application's policies and its documents (the PDF copy first). */
export async function policiesOfLead(db: Db, leadId: string) {
  const application = await applicationOfLead(db, leadId);
  if (application === undefined) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [rows, documents] = await Promise.all([
    selectPoliciesOfApplication(db, application.kind, application.id),
    selectDocumentsOfApplication(db, application.kind, application.id),
  ]);
  return { policies: await toPolicies(db, rows), applicationDocuments: documents.map(toDocument) };
}

export async function changePolicyStatus(
  db: Db,
  id: string,
  status: PolicyStatus,
  actorId: string,
): Promise<Policy> {
  await inTransaction(db, async (tx) => {
    if (!(await updatePolicyStatus(tx, id, status))) throw notFound(POLICY_NOT_FOUND_MESSAGE);
    await recordAudit(tx, { actorId, action: 'policy.status-changed', target: id, details: { status } });
  });
  const row = await selectPolicy(db, id);
  if (row === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  const [policy] = await toPolicies(db, [row]);
  if (policy === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  return policy;
}
