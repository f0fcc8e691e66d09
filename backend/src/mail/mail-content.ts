/** One e-mail as the outbox keeps it: a subject with plain-text and HTML parts of the same text. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One mail's words: the greeting, its paragraphs, at most one link to act on, and a closing line. */
export interface MailTemplate {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

const SIGNATURE = 'The Directory team';

/** Both parts from one template, so the text and the HTML always say the same. */
export function renderMail(template: MailTemplate): MailContent {
  return { subject: template.subject, text: textOf(template), html: htmlOf(template) };
}

function textOf({ greeting, paragraphs, action, closing }: MailTemplate): string {
  const blocks = [greeting, ...paragraphs];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  if (closing) blocks.push(closing);
  blocks.push(`— ${SIGNATURE}`);
  return `${blocks.join('\n\n')}\n`;
}

function htmlOf({ subject, greeting, paragraphs, action, closing }: MailTemplate): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    '<div style="max-width:560px;margin:0 auto">',
    p(greeting),
    ...paragraphs.map(p),
    button,
    closing ? p(closing) : '',
    `<p style="margin:24px 0 0;color:#555555">— ${escapeHtml(SIGNATURE)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
