import { escapeHtml, htmlPage, type MailContent, type MailContext } from './mail-parts.js';

export interface WebhookDisabledSnapshot {
  readonly id: string;
  readonly url: string;
  readonly reason: string;
}

/** To the staff (STAFF_EMAIL): a webhook endpoint kept failing and was turned off. */
export function staffWebhookDisabled(snapshot: WebhookDisabledSnapshot, context: MailContext): MailContent {
  const subject = `Webhook turned off: ${new URL(snapshot.url).host}`;
  const where = `${context.publicUrl}/webhooks`;
  const text = [
    `The webhook endpoint ${snapshot.url} was turned off.`,
    snapshot.reason,
    '',
    `Check it, then turn it on again: ${where}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>The webhook endpoint <strong>${escapeHtml(snapshot.url)}</strong> was turned off.</p><p>${escapeHtml(snapshot.reason)}</p><p><a href="${where}">Check it, then turn it on again</a></p>`,
  );
  return { to: context.staffEmails, subject, text, html };
}
