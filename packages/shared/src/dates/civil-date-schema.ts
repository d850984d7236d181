// The zod schema of a civil date (`YYYY-MM-DD`, N5), apart from civil-date.ts so that the date
// functions every page uses load no zod (ADR 0147).

import { z } from 'zod';
import { DATE_FORMAT_MESSAGE } from '../validation/messages.ts';
import { civilDateError } from './civil-date.ts';

export const civilDateSchema = z
  .string({ error: (issue) => civilDateError(issue.input) ?? DATE_FORMAT_MESSAGE })
  .superRefine((value, ctx) => {
    const message = civilDateError(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
