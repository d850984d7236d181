// Use case: `POST quotations/email/<product>`: price the request like a quote (and store it),
// then queue a mail with the quotes to the given address. The request is also a lead:
// stored with the mail in one transaction, it reaches the staff inbox through its trigger.

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_PRODUCT_VALUES } from '@brokerage/shared/life-quote/life-quote-request';
import { LIFE_QUOTES_EMAILED_MESSAGE } from '@brokerage/shared/life-quote/life-quote-schemas';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import type { LifeEmailQuotesBody } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { quotesMail } from './life-mails.ts';
import { insertEmailedQuoteRequest } from './life-quote.repository.ts';
import { quoteLife } from './quote-life.ts';

export async function emailLifeQuotes(
  db: Db,
  product: LifeQuoteSlug,
  body: LifeEmailQuotesBody,
): Promise<string> {
  const { email, ...request } = body;
  const { quoteId, priced } = await quoteLife(db, product, request);
  const mail = quotesMail(product, request.coverage, priced);
  await inTransaction(db, async (tx) => {
    await insertEmailedQuoteRequest(tx, {
      product,
      productValue: LIFE_PRODUCT_VALUES[product],
      email,
      quoteRequestId: quoteId,
      coverageCents: dollarsToCents(request.coverage),
    });
    await enqueueMail(tx, { to: email, subject: mail.subject, html: mail.html, text: mail.text });
  });
  return LIFE_QUOTES_EMAILED_MESSAGE;
}
