// Same-site placeholder documents per plan: the policy wording page (a summary of the plan; the
// insurer's real wording replaces it when staff import real rates) and the medical questionnaire.

import { COMPANY } from '@brokerage/shared/company/company-info';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import { currentRateVersions } from './rate-versions.ts';
import { findPlansByCodes } from './travel-quote.repository.ts';
import type { StoredPlan } from './travel-quote.repository.ts';

async function activePlan(db: Db, planCode: string): Promise<StoredPlan | undefined> {
  const { planKeys } = await currentRateVersions(db);
  const [stored] = await findPlansByCodes(db, Object.values(planKeys), [planCode]);
  return stored;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">${body}</body></html>`;
}

export async function policyWordingHtml(db: Db, planCode: string): Promise<string> {
  const stored = await activePlan(db, planCode);
  if (!stored) throw notFound('We could not find this plan');
  const { plan, benefits } = stored;
  const { names } = await insurerDirectory(db);
  const rows = benefits
    .map(
      (b) =>
        `<tr><th scope="row" style="text-align:left">${escape(b.key)}</th><td>${escape(b.value)}</td></tr>`,
    )
    .join('');
  return page(
    `${plan.policyName}: policy wording`,
    `<h1>${escape(plan.policyName)}</h1><p>${escape(names.get(plan.insurerCode) ?? plan.insurerCode)}. Policy wording summary.</p>
<p><strong>Sample document for demonstration.</strong> The insurer's policy wording governs the cover; ask ${escape(COMPANY.name)} for the full document.</p>
<table><caption>Summary of Benefits</caption><tbody>${rows}</tbody></table>`,
  );
}

export async function medicalQuestionnaireHtml(db: Db, planCode: string): Promise<string> {
  const stored = await activePlan(db, planCode);
  if (!stored || stored.plan.kind !== 'traveller' || !stored.plan.questionnaireUrl) {
    throw notFound('This plan has no medical questionnaire');
  }
  return page(
    `${stored.plan.policyName}: medical questionnaire`,
    `<h1>${escape(stored.plan.policyName)}: medical questionnaire</h1>
<p><strong>Sample document for demonstration.</strong> Fill in the questionnaire and e-mail it to ${escape(COMPANY.email)}.</p>
<ol><li>In the last 180 days, have you been treated for a heart condition?</li><li>Do you take medication for a lung condition?</li><li>Have you been admitted to hospital in the last 12 months?</li></ol>`,
  );
}
