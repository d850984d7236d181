// Use case: `POST quotations/email/<product>`: price the request like a quote (and store it),
// then queue a mail with the quotes to the given address.

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_QUOTES_EMAILED_MESSAGE } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { LifeEmailQuotesBody } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { quotesMail } from './life-mails.ts';
import { quoteLife } from './quote-life.ts';

export async function emailLifeQuotes(
  db: Db,
  product: LifeQuoteSlug,
  body: LifeEmailQuotesBody,
): Promise<string> {
  const { email, ...request } = body;
  const { priced } = await quoteLife(db, product, request);
  const mail = quotesMail(product, request.coverage, priced);
  await enqueueMail(db, { to: email, subject: mail.subject, html: mail.html, text: mail.text });
  return LIFE_QUOTES_EMAILED_MESSAGE;
}
