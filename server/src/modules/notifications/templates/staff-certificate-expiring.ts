import type { CertificateFacts } from '../../../platform/events/domain-events.js';
import { escapeHtml, htmlPage, type MailContent, type MailContext } from './mail-parts.js';

const DAY = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });
const longDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** To the staff (STAFF_EMAIL): a product's certificate runs out within 30 days. */
export function staffCertificateExpiring(certificate: CertificateFacts, context: MailContext): MailContent {
  const catalogue = `${context.publicUrl}/storefront`;
  const what = `${certificate.scheme} certificate ${certificate.certificateNumber}`;
  const subject = `${certificate.scheme} certificate of ${certificate.productName} runs out ${longDay(certificate.validUntil)}`;
  const text = [
    `The ${what} of ${certificate.productName} (${certificate.productId}) is valid until ${longDay(certificate.validUntil)}.`,
    '',
    'Renew it, then enter the new certificate in Edit Product; once it has run out, the product page stops showing it.',
    `Manage Products: ${catalogue}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>The <strong>${escapeHtml(what)}</strong> of ${escapeHtml(certificate.productName)} (${escapeHtml(certificate.productId)}) is valid until <strong>${longDay(certificate.validUntil)}</strong>.</p>` +
      `<p>Renew it, then enter the new certificate in Edit Product; once it has run out, the product page stops showing it.</p><p><a href="${catalogue}">Manage Products</a></p>`,
  );
  return { to: context.staffEmails, subject, text, html };
}
