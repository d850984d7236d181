// The account's data download and erasure for these tables (called by the accounts feature's
// 'Download my data' and 'Delete my account'): policies, documents (listed without their bytes,
// which the customer downloads from My account > Policies), after-sale requests and reminders.
// Deletion keeps policies and requests without the person and erases documents (ADR 0099).

import type { Db } from '../../db/client.ts';
import { rowOwnerOf } from '../../db/row-owner.ts';
import { keepOwnedAfterSaleDataWithoutOwner, readOwnedAfterSaleData } from './policy-data.repository.ts';

type Account = { id: string; email: string; emailConfirmed: boolean };

export function afterSaleDataOf(db: Db, account: Account) {
  return readOwnedAfterSaleData(db, rowOwnerOf(account));
}

/** Answers the after-sale requests kept (inbox kind 'after-sale'), whose leads the caller marks. */
export function eraseAfterSaleData(db: Db, account: Account, deletedName: string): Promise<string[]> {
  return keepOwnedAfterSaleDataWithoutOwner(db, rowOwnerOf(account), deletedName);
}
