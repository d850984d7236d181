// The frame of every message (N17): HTML and plain text, with the company's name, address and
// phone. Features build their messages with `composeMail`.

import { COMPANY, formatCompanyAddress } from '@brokerage/shared/company/company-info';

export interface MailContent {
  /** Greeting line, e.g. 'Hello Jane,'. */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the action, e.g. the link's lifetime. */
  afterAction?: string[];
}

export interface ComposedMail {
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function composeMail(content: MailContent): ComposedMail {
  const footerLines = [COMPANY.name, formatCompanyAddress(), `Phone: ${COMPANY.phone}`, COMPANY.email];
  const after = content.afterAction ?? [];
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  // Fits a 390 px phone (ADR 0119): a viewport, the button as a block no wider than the screen, and
  // the copy-this-link address broken anywhere, so nothing scrolls sideways.
  const button =
    content.action === undefined
      ? ''
      : `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;max-width:100%;box-sizing:border-box;background:#0a3350;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` +
        p('If the button does not work, copy this link into your browser:') +
        `<p style="margin:0 0 16px;word-break:break-all;overflow-wrap:anywhere"><a href="${escapeHtml(content.action.url)}" style="color:#0a3350">${escapeHtml(content.action.url)}</a></p>`;
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px;overflow-wrap:break-word">
<h1 style="font-size:20px;color:#0a3350">${escapeHtml(COMPANY.name)}</h1>
${p(content.greeting)}
${content.paragraphs.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">
<p style="font-size:12px;color:#555555">${footerLines.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((x) => [x, '']),
    ...(content.action === undefined ? [] : [`${content.action.label}: ${content.action.url}`, '']),
    ...after.flatMap((x) => [x, '']),
    '--',
    ...footerLines,
  ].join('\n');
  return { html, text };
}
