// Reading the .ics invitations of queued mails in tests (not used by the app).

import { expect } from 'vitest';

export interface ParsedIcs {
  /** The VCALENDAR's own properties (METHOD, PRODID, ...). */
  calendar: Record<string, string>;
  /** The VEVENT's properties (UID, SEQUENCE, DTSTART, STATUS, ...). */
  event: Record<string, string>;
}

function propsOf(lines: string[]): Record<string, string> {
  const props: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    props[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
  }
  return props;
}

/** Minimal RFC 5545 reader: unfolds lines, checks the frame, returns calendar and event properties. */
export function parseIcs(text: string): ParsedIcs {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((l) => l !== '').at(-1)).toBe('END:VCALENDAR');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return { calendar: propsOf(lines.slice(1, start)), event: propsOf(lines.slice(start + 1, end)) };
}

/** The .ics attached to a queued mail (the outbox keeps attachments in base64). */
export function icsOfMail(mail: { attachments: { content: string }[] } | undefined): ParsedIcs {
  return parseIcs(Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').toString('utf8'));
}
