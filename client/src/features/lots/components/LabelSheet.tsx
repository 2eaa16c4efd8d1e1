import type { JSX, ReactNode } from 'react';
import './labels.css';

/**
 * Who made the fish, on every label: content/site.ts's COMPANY legal name and address, written out
 * here because a signed-in page importing the public pages' content module reshuffles the shared
 * chunks (the public pages then download the lot rules' calendar: scripts/check-bundle-budgets.mjs).
 * label-sheet.test.tsx checks that the two agree.
 */
export const LABEL_MAKER = {
  legalName: 'WATERS Fish Processing Corporation',
  address: 'Lot 7, Block 3, General Trias Drive, Barangay Tejeros Convention, Rosario, Cavite 4106, Philippines',
} as const;

/** A6: a 105 × 148 mm sheet. RECEIPT_80: an 80 mm roll (72 mm printable), each label as tall as its content. */
export type LabelSize = 'A6' | 'RECEIPT_80';

/** One label: a production lot, or a packed order line taken from that lot. */
export interface LabelView {
  key: string;
  productName: string;
  packSize: string | null;
  lotCode: string;
  /** YYYY-MM-DD. */
  bestBefore: string;
  /** The best-before as the Philippine FDA writes it, 01Jan2026 (the server's Label.bestBeforeLabel). */
  bestBeforeLabel: string;
  /** One line of storage guidance. */
  storage: string | null;
  /** What the QR code holds: the lot's GS1 Digital Link, or the product's page. */
  link: string;
  /** The QR code as an SVG document (drawn by the server). */
  qrSvg: string;
  orderId?: number | null;
  quantity?: number | null;
}

/**
 * Each size's classes: the sheet's selects its named @page in labels.css (paper size and margins).
 * A <style> element drawn here could not choose it: the Content-Security-Policy (style-src 'self')
 * refuses inline styles. Written out in full so the build's CSS purge sees every class.
 */
const SHEET_CLASS: Readonly<Record<LabelSize, string>> = {
  A6: 'label-sheet label-sheet-a6',
  RECEIPT_80: 'label-sheet label-sheet-receipt',
};
const LABEL_CLASS: Readonly<Record<LabelSize, string>> = {
  A6: 'food-label food-label-a6',
  RECEIPT_80: 'food-label food-label-receipt',
};

/** UTF-8 text as base64, for a data: address (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function Fact({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'food-label-fact food-label-key' : 'food-label-fact'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Printable food labels (Philippine FDA style): the product, its lot and best-before day, how to
 * keep it, who made it, and a QR code of the lot's address. On screen, each label is a card at its
 * paper width; in print, only the labels, one to a page.
 */
export function LabelSheet({ labels, size }: { labels: LabelView[]; size: LabelSize }): JSX.Element {
  return (
    <div className={SHEET_CLASS[size]}>
      {labels.map((label) => (
        <article
          key={label.key}
          className={LABEL_CLASS[size]}
          aria-label={`Label for ${label.productName}, lot ${label.lotCode}`}
        >
          <p className="food-label-product">{label.productName}</p>
          <dl className="food-label-facts">
            <Fact term="Lot" strong>
              {label.lotCode}
            </Fact>
            <Fact term="Best before" strong>
              <time dateTime={label.bestBefore}>{label.bestBeforeLabel}</time>
            </Fact>
            {label.storage && <Fact term="Storage">{label.storage}</Fact>}
            {label.packSize && <Fact term="Pack size">{label.packSize}</Fact>}
            {label.orderId != null && <Fact term="Order">{label.orderId}</Fact>}
            {label.quantity != null && <Fact term="Units">{label.quantity}</Fact>}
          </dl>
          <div className="food-label-foot">
            <img
              className="food-label-qr"
              src={`data:image/svg+xml;base64,${base64(label.qrSvg)}`}
              alt={`QR code: ${label.link}`}
            />
            <address className="food-label-maker">
              <span className="food-label-maker-name">Manufactured by {LABEL_MAKER.legalName}</span>{' '}
              {LABEL_MAKER.address}
            </address>
          </div>
        </article>
      ))}
    </div>
  );
}
