import { escapeHtml, htmlPage, type MailContent, type MailContext } from './mail-parts.js';

/** A product whose stock an approval took to its low-stock level or below. */
export interface LowStockSnapshot {
  readonly orderId: number;
  readonly products: readonly {
    productId: string;
    productName: string;
    stockQuantity: number;
    lowStockThreshold: number;
  }[];
}

const left = (stock: number) => (stock === 0 ? 'out of stock' : `${stock} left`);

/** To the staff (STAFF_EMAIL): approving an order took products down to their low-stock level. */
export function staffLowStock(snapshot: LowStockSnapshot, context: MailContext): MailContent {
  const catalogue = `${context.publicUrl}/storefront`;
  const names = snapshot.products.map((p) => p.productName).join(', ');
  const subject = `Low stock: ${names}`;
  const rows = snapshot.products.map(
    (p) => `${p.productName} (${p.productId}): ${left(p.stockQuantity)}, alert level ${p.lowStockThreshold}`,
  );
  const text = [
    `Approving order #${snapshot.orderId} took these products to their low-stock level:`,
    '',
    ...rows.map((row) => `- ${row}`),
    '',
    `Update the stock in the catalogue: ${catalogue}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Approving order <strong>#${snapshot.orderId}</strong> took these products to their low-stock level:</p><ul>${rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('')}</ul>` +
      `<p><a href="${catalogue}">Update the stock in the catalogue</a></p>`,
  );
  return { to: context.staffEmails, subject, text, html };
}
