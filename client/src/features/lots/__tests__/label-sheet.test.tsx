import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPANY } from '../../../content/site';
import { axeViolations } from '../../../test/a11y';
import { LABEL_MAKER, LabelSheet, type LabelSize, type LabelView } from '../components/LabelSheet';

// A stand-in for the server's QR drawing, with letters beyond ASCII so the data: address must carry UTF-8.
const svg = (text: string) =>
  `<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><desc>${text} · 0–4 °C</desc><rect width="10" height="10"/></svg>`;

const DANGGIT: LabelView = {
  key: 'lot-1',
  productName: 'Dried Danggit',
  packSize: '250 g pack',
  lotCode: 'DRD-20251201-A',
  bestBefore: '2026-01-01',
  bestBeforeLabel: '01Jan2026',
  storage: 'Cool, dry place away from sunlight (below 25 °C)',
  link: 'https://shop.example/01/04801234567897/10/DRD-20251201-A?17=260101',
  qrSvg: svg('Danggit'),
};
const TINAPA: LabelView = {
  key: 'line-7',
  productName: 'Tinapa Flakes',
  packSize: null,
  lotCode: 'SMK-20261128-AB',
  bestBefore: '2026-12-05',
  bestBeforeLabel: '05Dec2026',
  storage: null,
  link: 'https://shop.example/01/04801234567897/10/SMK-20261128-AB?17=261205',
  qrSvg: svg('Tinapa'),
  orderId: 1042,
  quantity: 6,
};

/** The facts of a label's definition list, term → description. */
const facts = (label: HTMLElement) =>
  Object.fromEntries(
    [...label.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** The text a base64 data: address holds, read as UTF-8. */
function dataText(src: string, type: string): string {
  const prefix = `data:${type};base64,`;
  expect(src.startsWith(prefix)).toBe(true);
  return new TextDecoder().decode(Uint8Array.from(atob(src.slice(prefix.length)), (char) => char.charCodeAt(0)));
}

describe('food labels', () => {
  it('prints each lot as the FDA asks: lot, best-before, storage, pack size, maker, and a QR code of its link', async () => {
    const { container } = render(<LabelSheet labels={[DANGGIT, TINAPA]} size="A6" />);
    const labels = screen.getAllByRole('article');
    expect(labels).toHaveLength(2);

    const danggit = screen.getByRole('article', { name: 'Label for Dried Danggit, lot DRD-20251201-A' });
    expect(within(danggit).getByText('Dried Danggit')).toBeInTheDocument();
    expect(facts(danggit)).toEqual({
      Lot: 'DRD-20251201-A',
      'Best before': '01Jan2026',
      Storage: 'Cool, dry place away from sunlight (below 25 °C)',
      'Pack size': '250 g pack',
    });
    expect(within(danggit).getByText('01Jan2026')).toHaveAttribute('datetime', '2026-01-01');
    const maker = danggit.querySelector('address')!;
    expect(maker).toHaveTextContent(COMPANY.legalName);
    expect(maker).toHaveTextContent(COMPANY.address);

    // A packed order line: its order and units too; no storage or pack size when there are none.
    const tinapa = screen.getByRole('article', { name: 'Label for Tinapa Flakes, lot SMK-20261128-AB' });
    expect(facts(tinapa)).toEqual({ Lot: 'SMK-20261128-AB', 'Best before': '05Dec2026', Order: '1042', Units: '6' });
    expect(within(tinapa).queryByText(/Storage|Pack size/)).not.toBeInTheDocument();
    expect(within(danggit).queryByText(/Order|Units/)).not.toBeInTheDocument();

    for (const [label, view] of [
      [danggit, DANGGIT],
      [tinapa, TINAPA],
    ] as const) {
      const qr = within(label).getByRole('img', { name: `QR code: ${view.link}` });
      expect(dataText(qr.getAttribute('src')!, 'image/svg+xml')).toBe(view.qrSvg);
    }

    expect(container.querySelectorAll('style')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the maker as the site's company facts do", () => {
    expect(LABEL_MAKER).toEqual({ legalName: COMPANY.legalName, address: COMPANY.address });
  });

  it('no order or units when they are null', () => {
    render(<LabelSheet labels={[{ ...TINAPA, orderId: null, quantity: null }]} size="RECEIPT_80" />);
    expect(facts(screen.getByRole('article'))).toEqual({ Lot: 'SMK-20261128-AB', 'Best before': '05Dec2026' });
  });

  /*
   * The paper: the sheet's class names its @page in labels.css (an inline <style> would be refused by
   * the Content-Security-Policy, style-src 'self'). jsdom lays nothing out, so the rules are read from the file.
   */
  const CSS = readFileSync(join(__dirname, '..', 'components', 'labels.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const block = (selector: string) => {
    const at = CSS.indexOf(`${selector} {`);
    expect(at).toBeGreaterThanOrEqual(0);
    return CSS.slice(at, CSS.indexOf('}', at)).replace(/\s+/g, ' ');
  };
  const PRINT = CSS.slice(CSS.indexOf('@media print'));

  it.each<[LabelSize, string, string, string]>([
    ['A6', 'label-sheet-a6', 'food-label-a6', '105mm 148mm'],
    ['RECEIPT_80', 'label-sheet-receipt', 'food-label-receipt', '80mm 148mm'],
  ])('the %s sheet prints on its own page size', (size, sheetClass, page, paper) => {
    const { container } = render(<LabelSheet labels={[DANGGIT]} size={size} />);
    const sheet = container.firstElementChild!;
    expect(sheet).toHaveClass('label-sheet', sheetClass);
    expect(block(`@page ${page}`)).toContain(`size: ${paper}; margin: 4mm;`);
    expect(PRINT.slice(PRINT.indexOf(`.${sheetClass} {`))).toMatch(
      new RegExp(`^\\.${sheetClass} \\{\\s*page: ${page};`),
    );
  });

  it('draws the QR code at least 22 mm square on either size', () => {
    for (const selector of ['.food-label-qr', '.food-label-receipt .food-label-qr']) {
      const rule = block(selector);
      for (const side of ['width', 'height'])
        expect(Number(new RegExp(`${side}: (\\d+)mm;`).exec(rule)?.[1])).toBeGreaterThanOrEqual(22);
    }
  });

  it('in print: only the labels, one to a page', () => {
    expect(PRINT).toContain('body:has(.label-sheet) *:not(:has(.label-sheet), .label-sheet, .label-sheet *)');
    // What hides the rest must not hide the labels: the rule showing them is at least as specific, and later.
    expect(PRINT).toMatch(/body:has\(\.label-sheet\) \.label-sheet \*\s*\{\s*visibility: visible;/);
    expect(PRINT).toMatch(/\.food-label \{[^}]*break-after: page;/);
    expect(PRINT).toMatch(/\.food-label:last-child \{\s*break-after: auto;/);
  });
});
