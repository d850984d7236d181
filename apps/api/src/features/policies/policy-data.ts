// The account's data download and erasure for these tables (called by the accounts feature's
// 'Download my data' and 'Delete my account'): policies, documents (listed without their bytes,
// which the customer downloads from My account > Policies), after-sale requests and reminders.

import type { Db } from '../../db/client.ts';
import { eraseOwnedAfterSaleData, readOwnedAfterSaleData } from './policies.repository.ts';
import { policyOwnerOf } from './policy-view.ts';

type Account = { id: string; email: string; emailConfirmed: boolean };

export function afterSaleDataOf(db: Db, account: Account) {
  return readOwnedAfterSaleData(db, policyOwnerOf(account));
}

export function eraseAfterSaleData(db: Db, account: Account): Promise<void> {
  return eraseOwnedAfterSaleData(db, policyOwnerOf(account));
}
