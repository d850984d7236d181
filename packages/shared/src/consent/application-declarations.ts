// The declarations an applicant accepts and the name they type to sign a life or travel application
// (the application's PDF copy shows them with the time). One schema for the forms and the API
// (ADR 0002); the server stores the accepted wording itself, so a later change of wording never
// rewrites what was accepted.

import { z } from 'zod';

export const APPLICATION_DECLARATIONS = [
  {
    id: 'true-and-complete',
    text: 'The answers I gave in this application are true and complete to the best of my knowledge.',
  },
  {
    id: 'misrepresentation',
    text: 'I understand that a false or missing answer may void the policy or a claim.',
  },
  {
    id: 'advisor-review',
    text: 'I understand that an advisor reviews this application with me, and that the policy takes effect only once the insurer issues it.',
  },
] as const;
export type ApplicationDeclarationId = (typeof APPLICATION_DECLARATIONS)[number]['id'];

export const DECLARATIONS_REQUIRED_MESSAGE = 'Please confirm each declaration';
export const SIGNATURE_REQUIRED_MESSAGE = 'Please type your full name to sign';
export const SIGNATURE_MISMATCH_MESSAGE = 'Please type your first and last name as you entered them above';

const ids = APPLICATION_DECLARATIONS.map((d) => d.id);

/** The declarations ticked: every one, or the application is refused with the message. */
export const acceptedDeclarationsSchema = z
  .array(
    z.enum(ids as [ApplicationDeclarationId, ...ApplicationDeclarationId[]]),
    DECLARATIONS_REQUIRED_MESSAGE,
  )
  .refine((accepted) => ids.every((id) => accepted.includes(id)), DECLARATIONS_REQUIRED_MESSAGE);

export const signatureSchema = z
  .string(SIGNATURE_REQUIRED_MESSAGE)
  .trim()
  .min(1, SIGNATURE_REQUIRED_MESSAGE)
  .max(120, SIGNATURE_MISMATCH_MESSAGE);

/** The fields both application forms add. */
export const declarationFields = {
  acceptedDeclarations: acceptedDeclarationsSchema,
  signature: signatureSchema,
};

// Letters only, without accents or case: "Zoë O'Brien-Smith" signs as "zoe obrien smith".
const letters = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/** The typed signature is the applicant's first and last name (accents, case, spaces and punctuation aside). */
export function signatureMatches(signature: string, firstName: string, lastName: string): boolean {
  return letters(signature) !== '' && letters(signature) === letters(`${firstName}${lastName}`);
}

/** For a form schema's superRefine: the signature's issue, on its field. */
export function checkSignature(
  answers: { signature: string; firstName: string; lastName: string },
  ctx: z.RefinementCtx,
): void {
  if (answers.signature !== '' && !signatureMatches(answers.signature, answers.firstName, answers.lastName)) {
    ctx.addIssue({ code: 'custom', path: ['signature'], message: SIGNATURE_MISMATCH_MESSAGE });
  }
}

/** What the application stores: the wording accepted, as shown. */
export function acceptedWording(): { id: ApplicationDeclarationId; text: string }[] {
  return APPLICATION_DECLARATIONS.map((d) => ({ id: d.id, text: d.text }));
}
