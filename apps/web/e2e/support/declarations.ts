// The application forms' declarations and typed-name signature (life and travel alike).
import type { Locator, Page } from 'playwright-core';
import { APPLICATION_DECLARATIONS } from '@brokerage/shared/consent/application-declarations';

/** Ticks every declaration and types the applicant's name as the signature. */
export async function signApplication(scope: Page | Locator, name: string): Promise<void> {
  for (const declaration of APPLICATION_DECLARATIONS) {
    await scope.getByRole('checkbox', { name: declaration.text }).check();
  }
  await scope.getByRole('textbox', { name: /^Signature \(type your name\)/ }).fill(name);
}
